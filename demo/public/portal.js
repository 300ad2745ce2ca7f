// The portal embeds the client through the public API, not the auto-mount attribute.
import { mount } from '/loader.js';

mount(document.getElementById('esign-panel'), {});
