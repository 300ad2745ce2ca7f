// A module host using the whole handle: events (also as esign:* DOM events), navigate, setLocale, logout.
import { mount } from '/loader.js';

const element = document.getElementById('widget');
const log = document.getElementById('log');
const badge = document.getElementById('badge');
const user = document.getElementById('user');
const toggle = document.getElementById('toggle');

/** Every event the host heard, for the demo's log and for tests. */
window.hostEvents = [];
const record = (name) => (detail) => {
  window.hostEvents.push({ name, detail });
  const item = document.createElement('li');
  item.textContent = `${name} ${JSON.stringify(detail)}`;
  log.prepend(item);
};
// Hosts without a module system listen on the element instead.
window.domEvents = [];
for (const name of ['ready', 'route', 'todo', 'login', 'logout', 'sessionExpired', 'error']) {
  element.addEventListener(`esign:${name}`, (event) => window.domEvents.push({ name, detail: event.detail }));
}

let widget;
function start() {
  widget = mount(element, { demo: true, theme: { scheme: 'auto' } });
  for (const name of ['ready', 'route', 'login', 'logout', 'sessionExpired', 'error']) widget.on(name, record(name));
  widget.on('todo', (detail) => {
    record('todo')(detail);
    badge.hidden = detail.total === 0;
    badge.textContent = String(detail.total);
  });
  widget.on('login', ({ userNo }) => (user.textContent = userNo));
  widget.on('logout', () => (user.textContent = ''));
  window.widget = widget;
  toggle.textContent = 'Unmount';
}

if (!new URLSearchParams(location.search).has('manual')) start();

document.getElementById('open-sap').addEventListener('click', () => widget?.navigate('/pages/SAP/index'));
document.getElementById('locale-en').addEventListener('click', () => widget?.setLocale('en'));
document.getElementById('locale-zh').addEventListener('click', () => widget?.setLocale('zh-Hans'));
document.getElementById('logout').addEventListener('click', () => widget?.logout());
toggle.addEventListener('click', () => {
  if (widget) {
    widget();
    widget = undefined;
    toggle.textContent = 'Mount';
  } else start();
});
