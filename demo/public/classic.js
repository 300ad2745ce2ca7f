// A non-module host: one classic script, then the global API. The call is queued until the loader arrives.
const unmount = window.EsignClient.mount(document.getElementById('panel'), { demo: true });
document.getElementById('unmount').addEventListener('click', () => unmount());
