import { PAGE_SIZE } from '../../src/api/define';
import type { ContractEntry } from '../../src/api/schema';
import type { Kit } from './types';

/** Sample requests for reads that need a value; the rest take none or only paging. */
const SAMPLE: Record<string, Record<string, string>> = {
  'main.version': { platform: 'h5' },
  'flow.view': { area: 'sap' },
  'sap.list': { list: 'pds' },
  'srm.list': { list: 'todo', scope: 'all' },
  'qms.list': { types: 'idr,pdr,market,mqi,mqp', scope: 'all' },
  'gs001p.list': { scope: 'all' },
  'evidence.record': { area: 'sap' },
};

/** Where a detail read takes its id from: a list endpoint and the field of its first row. */
const SOURCES: Record<string, { from: string; field: string; param: string }> = {
  'sap.detail': { from: 'sap.list', field: 'id', param: 'id' },
  'sap.flow': { from: 'sap.list', field: 'id', param: 'id' },
  'sap.files': { from: 'sap.list', field: 'id', param: 'id' },
  'flow.view': { from: 'sap.list', field: 'id', param: 'id' },
  'srm.detail': { from: 'srm.list', field: 'id', param: 'id' },
  'srm.supplier': { from: 'srm.suppliers', field: 'code', param: 'code' },
  'qms.detail': { from: 'qms.list', field: 'id', param: 'id' },
  'gs001p.detail': { from: 'gs001p.list', field: 'id', param: 'id' },
  'gs001p.files': { from: 'gs001p.list', field: 'id', param: 'id' },
  'evidence.record': { from: 'sap.list', field: 'id', param: 'id' },
};

/** Reads with a side effect the kit does not cause: only their error mapping is checked. */
const SIDE_EFFECT_READS: Record<string, string> = {
  'main.notice': 'opening a notice marks it read for the user, so only the 404 mapping is checked',
};

/** A read: the unknown record's 404, then a real request, its schema and its paging (page 1 and 2 apart). */
export async function checkRead(
  kit: Kit,
  entry: ContractEntry,
  names: string[],
  unknownParams: Record<string, string>,
): Promise<void> {
  const { call, expectData, expectError, firstRows } = kit;
  const r = kit.resultOf(entry);
  if (names.length) expectError(entry, await call(entry, unknownParams), 404, 404, 'unknown record');
  if (SIDE_EFFECT_READS[entry.id]) {
    r.passed.push(SIDE_EFFECT_READS[entry.id]);
    return;
  }
  let req: Record<string, unknown> = { ...SAMPLE[entry.id] };
  const source = SOURCES[entry.id];
  if (source) {
    const row = firstRows.get(source.from)?.[0];
    if (!row) {
      r.skipped.push(`not opened: ${source.from} listed no record`);
      return;
    }
    req = { ...req, [source.param]: row[source.field] };
  }
  if (entry.response === 'binary') {
    const file = await fileToOpen(kit, entry);
    if (!file) {
      r.skipped.push(
        entry.id === 'evidence.sealed'
          ? 'not opened: no listed record has signing evidence'
          : 'not opened: no file found on a listed record',
      );
      return;
    }
    expectData(entry, await call(entry, file), 'download');
    return;
  }
  const data = expectData(entry, await call(entry, req), 'read');
  if (data && typeof data === 'object' && 'rows' in (data as object)) {
    const page = data as { rows: Record<string, unknown>[]; total: number; page: number; pageSize: number };
    firstRows.set(entry.id, page.rows);
    const want = Math.min(PAGE_SIZE, Math.max(0, page.total));
    if (!page.rows.length) r.skipped.push('rows and paging: the list is empty');
    else if (page.pageSize !== PAGE_SIZE)
      r.reasons.push(`paging: pageSize ${page.pageSize} without a pageSize asked, expected ${PAGE_SIZE}`);
    else if (page.rows.length !== want)
      r.reasons.push(`paging: ${page.rows.length} rows on page 1 of ${page.total}, expected ${want}`);
    else r.passed.push(`paging: ${PAGE_SIZE} a page`);
    if (page.total > PAGE_SIZE) {
      const second = expectData(entry, await call(entry, { ...req, page: 2 }), 'page 2') as typeof page | undefined;
      if (
        second &&
        (second.page !== 2 || second.rows.some((row) => page.rows.some((p) => p.id !== undefined && p.id === row.id)))
      ) {
        r.reasons.push('paging: page 2 repeats rows of page 1 or is not page 2');
      }
    }
  }
  return;
}

/** A file of a listed record, for the download endpoints. */
async function fileToOpen(kit: Kit, entry: ContractEntry): Promise<Record<string, unknown> | undefined> {
  const { call, entryOf, firstRows } = kit;
  const detailOf = async (id: string, listId: string) => {
    const row = firstRows.get(listId)?.[0];
    if (!row) return undefined;
    const a = await call(entryOf(id), { id: row.id });
    return a.status === 200 ? (a.body as { data?: Record<string, unknown> }).data : undefined;
  };
  if (entry.id === 'srm.file' || entry.id === 'qms.file') {
    const detail = await detailOf(
      entry.id === 'srm.file' ? 'srm.detail' : 'qms.detail',
      entry.id === 'srm.file' ? 'srm.list' : 'qms.list',
    );
    const name = (detail?.files as Array<{ name: string }> | undefined)?.[0]?.name;
    return name ? { name } : undefined;
  }
  if (entry.id === 'sap.download') {
    for (const row of (firstRows.get('sap.list') ?? []).slice(0, 10)) {
      const a = await call(entryOf('sap.files'), { id: row.id });
      const file = (a.body as { data?: Array<{ id: string }> }).data?.[0];
      if (file) return { fileId: file.id };
    }
    return undefined;
  }
  if (entry.id === 'evidence.sealed') {
    // A record with evidence: the first listed one that has a decision recorded.
    for (const row of (firstRows.get('sap.list') ?? []).slice(0, 30)) {
      const a = await call(entryOf('evidence.record'), { area: 'sap', id: row.id });
      const entries = (a.body as { data?: { entries?: unknown[] } }).data?.entries;
      if (entries?.length) return { area: 'sap', id: row.id };
    }
    return undefined;
  }
  if (entry.id === 'gs001p.download') {
    for (const row of (firstRows.get('gs001p.list') ?? []).slice(0, 10)) {
      const a = await call(entryOf('gs001p.files'), { id: row.id });
      const file = (a.body as { data?: Array<{ id: string }> }).data?.[0];
      if (file) return { id: row.id, fileId: file.id };
    }
  }
  return undefined;
}
