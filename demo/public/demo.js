// Lists every seeded record from GET /demo/seed, grouped by area. DOM is built with textContent only:
// seeded titles contain markup on purpose.

const AREA_LABELS = {
  app: 'App (notices)',
  sap: 'SAP approvals',
  srm: 'Supplier management (SRM)',
  qms: 'Quality abnormalities (QMS)',
  gs001p: 'New-product evaluation (GS001P)',
  salary: 'Salary',
  auth: 'Messaging-app authentication',
};
const AREA_ORDER = Object.keys(AREA_LABELS);

const recordsEl = document.getElementById('records');
const indexEl = document.getElementById('area-index');
const filterEl = document.getElementById('filter');
const statusEl = document.getElementById('status');

function el(tag, props = {}, children = []) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === 'text') node.textContent = value;
    else node.setAttribute(key, value);
  }
  for (const child of children) node.append(child);
  return node;
}

function launchHref(record, via) {
  const query = new URLSearchParams({ userNo: record.assignee, via, to: record.route });
  return `/demo/launch?${query}`;
}

function recordRow(record) {
  const supplierArea = record.area === 'srm' || record.area === 'qms';
  const links = [
    el('a', { href: launchHref(record, 'authorization'), class: 'open' }, ['Open']),
    el('a', { href: launchHref(record, 'wxwork') }, ['Messaging app']),
  ];
  if (supplierArea) links.push(el('a', { href: launchHref(record, 'srm') }, ['SRM']));
  const row = el('tr', {}, [
    el('td', {}, [
      el('span', { class: 'title', text: record.title || record.id }),
      el('span', { class: 'route', text: record.route }),
    ]),
    el('td', { text: record.type }),
    el('td', {}, [el('code', { text: record.id })]),
    el('td', {}, [el('span', { class: 'badge', text: record.status })]),
    el('td', {}, [el('code', { text: record.assignee })]),
    el('td', { class: 'actions' }, links),
  ]);
  row.dataset.search = [record.title, record.id, record.status, record.assignee, record.type, record.supplierCode]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return row;
}

function render(records) {
  const groups = new Map();
  for (const record of records) {
    if (!groups.has(record.area)) groups.set(record.area, []);
    groups.get(record.area).push(record);
  }
  const areas = [...groups.keys()].sort((a, b) => rank(a) - rank(b));
  recordsEl.replaceChildren();
  indexEl.replaceChildren();
  for (const area of areas) {
    const list = groups.get(area);
    const id = `area-${area}`;
    indexEl.append(
      el('a', { href: `#${id}` }, [
        `${AREA_LABELS[area] ?? area} `,
        el('span', { class: 'count', text: String(list.length) }),
      ]),
    );
    const table = el('table', { class: 'table' }, [
      el('thead', {}, [
        el(
          'tr',
          {},
          ['Record', 'Type', 'Id', 'Status', 'Assignee', 'Open as assignee'].map((h) =>
            el('th', { scope: 'col', text: h }),
          ),
        ),
      ]),
      el('tbody', {}, list.map(recordRow)),
    ]);
    recordsEl.append(
      el('section', { class: 'area', id, 'data-area': area }, [el('h3', { text: AREA_LABELS[area] ?? area }), table]),
    );
  }
  recordsEl.dataset.state = records.length ? 'ready' : 'empty';
  if (!records.length) recordsEl.append(el('p', { class: 'empty', text: 'No seeded records.' }));
  applyFilter();
}

function rank(area) {
  const i = AREA_ORDER.indexOf(area);
  return i === -1 ? AREA_ORDER.length : i;
}

function applyFilter() {
  const term = filterEl.value.trim().toLowerCase();
  for (const row of recordsEl.querySelectorAll('tbody tr'))
    row.hidden = Boolean(term) && !row.dataset.search.includes(term);
  for (const section of recordsEl.querySelectorAll('section.area')) {
    section.hidden = !section.querySelector('tbody tr:not([hidden])');
  }
}

async function load() {
  try {
    const response = await fetch('/demo/seed', { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    render(await response.json());
  } catch (error) {
    recordsEl.dataset.state = 'error';
    recordsEl.replaceChildren(el('p', { class: 'empty', text: `Could not load /demo/seed: ${error.message}` }));
  }
}

document.getElementById('reset').addEventListener('click', async () => {
  statusEl.textContent = 'Resetting…';
  const response = await fetch('/demo/reset', { method: 'POST' });
  statusEl.textContent = response.ok ? 'Demo data restored.' : `Reset failed (HTTP ${response.status}).`;
  await load();
});
filterEl.addEventListener('input', applyFilter);
load();
