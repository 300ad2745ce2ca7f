import { inboxApi, type InboxSort } from '../../../src/api/inbox';
import { all, run } from '../core/db';
import { DELEGATION_TABLE } from '../core/delegation';
import { pageParams } from '../core/paging';
import type { AreaModule, SeedRecord } from '../core/types';
import { findUser } from '../core/users';
import { inboxDelegationRoutes } from './inbox-delegation';
import { applicationsOf, countsOf, inboxItems, isArea, matches, sortItems } from './inbox-items';
import { inboxRemindRoutes } from './inbox-reminders';

/**
 * The inbox: one list of what waits for the signed-in user across SAP, SRM, QMS and GS001P, built from each
 * area's own waiting query (the same one behind its to-do count and list, so the numbers always agree); the
 * applicant's applications with reminders (at most one per item every 4 hours, "sent" to the demo outbox);
 * and delegation to a substitute, which every area honours through core/delegation.ts.
 */

export const inboxArea: AreaModule = {
  name: 'inbox',

  schema(db) {
    db.run(`CREATE TABLE ${DELEGATION_TABLE} (
      from_no TEXT PRIMARY KEY REFERENCES users(user_no), to_no TEXT NOT NULL REFERENCES users(user_no),
      start TEXT NOT NULL, end TEXT NOT NULL, created_at INTEGER NOT NULL
    )`);
    db.run(`CREATE TABLE inbox_reminders (
      area TEXT NOT NULL, item_id TEXT NOT NULL, sender_no TEXT NOT NULL, signer_no TEXT NOT NULL, at INTEGER NOT NULL
    )`);
    db.run('CREATE INDEX inbox_reminders_item ON inbox_reminders (area, item_id, at)');
  },

  seed(db, { now }) {
    // One reminder the applicant sent an hour ago, so "the next one is allowed at ..." shows from the start.
    const first = applicationsOf(db, findUser(db, '10002')!, now()).find(
      (a) => a.status === 'waiting' && a.area === 'sap' && a.signerNo && a.signerNo !== '10002',
    );
    if (first)
      run(db, 'INSERT INTO inbox_reminders VALUES (?, ?, ?, ?, ?)', [
        first.area,
        first.id,
        '10002',
        first.signerNo,
        now() - 3_600_000,
      ]);
  },

  seedIndex(db): SeedRecord[] {
    const base = { area: 'inbox', status: 'available' };
    return [
      {
        ...base,
        type: 'inbox',
        id: 'inbox',
        assignee: '10001',
        route: '/pages/inbox/inbox',
        title: 'Inbox: everything waiting for 10001',
      },
      {
        ...base,
        type: 'applications',
        id: 'applications',
        assignee: '10002',
        route: '/pages/inbox/applications',
        title: 'My applications of 10002, with reminders',
      },
      {
        ...base,
        type: 'delegation',
        id: 'delegation',
        assignee: '10001',
        route: '/pages/inbox/delegation',
        title: `Delegation settings (${all(db, `SELECT 1 FROM ${DELEGATION_TABLE}`).length} set)`,
      },
    ];
  },

  routes(api) {
    api.handle(inboxApi.list, (req, { db, user, now }) => {
      const items = inboxItems(db, user, now());
      const area = isArea(req.area) ? req.area : null;
      const keyword = String(req.keyword ?? '')
        .trim()
        .slice(0, 60);
      const sort: InboxSort = req.sort === 'urgency' || req.sort === 'due' ? req.sort : 'waiting';
      const shown = sortItems(items, sort).filter((i) => (!area || i.area === area) && matches(i, i.party, keyword));
      const { page, pageSize, offset } = pageParams(req);
      return {
        rows: shown.slice(offset, offset + pageSize),
        total: shown.length,
        page,
        pageSize,
        counts: countsOf(items),
      };
    });

    api.handle(inboxApi.counts, (_req, { db, user, now }) => countsOf(inboxItems(db, user, now())));

    api.handle(inboxApi.applications, (req, { db, user, now }) => {
      const keyword = String(req.keyword ?? '')
        .trim()
        .slice(0, 60);
      const rows = applicationsOf(db, user, now()).filter((a) => matches(a, a.signerName, keyword));
      const { page, pageSize, offset } = pageParams(req);
      return { rows: rows.slice(offset, offset + pageSize), total: rows.length, page, pageSize };
    });
    inboxRemindRoutes(api);
    inboxDelegationRoutes(api);
  },
};
