import { PAGE_SIZE, type Page, type PageQuery } from '../../../src/api/define';
import { all, one, type Database, type SqlValue } from './db';
import type { Wire } from './types';

/** Page 1-based and size 30 by default (SPEC section 9); a client cannot ask for more than 100 rows. */
export function pageParams(req: Wire<PageQuery> | undefined): { page: number; pageSize: number; offset: number } {
  const page = Math.max(1, Math.floor(Number(req?.page) || 1));
  const pageSize = Math.min(100, Math.max(1, Math.floor(Number(req?.pageSize) || PAGE_SIZE)));
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/**
 * One page of a query. `fromWhere` is everything after SELECT's column list ("FROM t WHERE ..."), so the
 * total and the rows come from the same filter; `order` is the ORDER BY clause.
 */
export function queryPage<Row, T>(
  db: Database,
  query: { select: string; fromWhere: string; order: string; params?: SqlValue[] },
  req: Wire<PageQuery> | undefined,
  map: (row: Row) => T,
): Page<T> {
  const { page, pageSize, offset } = pageParams(req);
  const params = query.params ?? [];
  const total = one<{ n: number }>(db, `SELECT COUNT(*) AS n ${query.fromWhere}`, params)?.n ?? 0;
  const rows = all<Row>(db, `SELECT ${query.select} ${query.fromWhere} ORDER BY ${query.order} LIMIT ? OFFSET ?`, [
    ...params,
    pageSize,
    offset,
  ]);
  return { rows: rows.map(map), total, page, pageSize };
}

/**
 * Keyword search: `like(column)` with `containing(keyword)` as its parameter matches rows whose column
 * contains the keyword, where `%`, `_` and `\` are plain characters ("50%" finds "50%", not every row).
 */
export function like(column: string): string {
  return `${column} LIKE ? ESCAPE '\\'`;
}

export function containing(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
