import { mainApi, type MenuItem, type Notice, type VersionInfo } from '../../../src/api/main';
import { all, one, run, type Database } from '../core/db';
import { DAY_MS, dateTime } from '../core/dates';
import { ApiFailure, CODES, MESSAGES } from '../core/envelope';
import { containing, like, queryPage } from '../core/paging';
import { findUser, passwordHashOf, userInfo } from '../core/users';
import { attemptSecret, LockedFailure } from '../core/lockout';
import { verifySecret } from '../core/secrets';
import { ACCESS_LIFETIME_MS, REFRESH_LIFETIME_MS } from '../core/tokens';
import type { AreaModule, SeedRecord } from '../core/types';

/** The main API: login, the signed-in user, the home menu, notices and the app version. */

/** Home menu order and routes (ROUTES.md). Suppliers see only the SRM and QMS entries. */
const MENU: Array<Omit<MenuItem, 'todo'>> = [
  { key: 'sap', area: 'sap', route: '/pages/SAP/index' },
  { key: 'srm', area: 'srm', route: '/pages/SRM/index/index' },
  { key: 'qms', area: 'qms', route: '/pages/QMS/index/indexHome' },
  { key: 'gs001p', area: 'gs001p', route: '/pages/GS001P/list' },
  { key: 'salary', area: 'salary', route: '/pages/salary/login' },
  { key: 'auth', area: 'auth', route: '/pages/authentication/authenticationUserWX' },
  { key: 'development', area: 'development', route: '/pages/development/development' },
];
const SUPPLIER_AREAS: ReadonlyArray<MenuItem['area']> = ['srm', 'qms'];

const DEFAULT_VERSION = { version: '1.0.0', versionCode: 100 };

/** Release notes per locale; the client picks the one of its language. */
const RELEASE_NOTES: Record<string, string> = {
  en: 'Faster approvals and a clearer sign history.',
  'zh-Hans': '审批更快，签核记录更清晰。',
  'zh-Hant': '審批更快，簽核記錄更清晰。',
  ja: '承認がより速く、署名履歴がより見やすくなりました。',
};

/** Seeded notices, newest first. One carries markup on purpose: the client must show it as text. */
const NOTICES: Array<{ id: string; title: string; body: string; daysAgo: number }> = [
  {
    id: 'N0005',
    title: '電子簽核系統 1.0.0 上線通知',
    body: '各位同仁：電子簽核行動版已正式上線，SAP 表單、SRM 與 QMS 待辦皆可於手機完成簽核。如有問題請聯絡資訊部（分機 6688）。',
    daysAgo: 1,
  },
  {
    id: 'N0004',
    title: '端午節放假及簽核時效說明',
    body: '端午節假期期間（3 天）系統照常運作，逾期未簽之表單將於假期後第一個工作日自動提醒主管。',
    daysAgo: 4,
  },
  {
    id: 'N0003',
    title: '供應商評鑑第二季作業開始',
    body: '第二季供應商評鑑已開放填寫，請評鑑小組成員於月底前完成評分。A 級 90 分以上，D 級低於 65 分須提出改善計畫。',
    daysAgo: 9,
  },
  {
    id: 'N0002',
    title: '系統維護公告 <img src=x onerror=alert(1)>',
    body: '本週六 22:00 至 24:00 進行資料庫維護，期間暫停服務。<script>alert("xss")</script> <b>請提前完成簽核</b>',
    daysAgo: 15,
  },
  {
    id: 'N0001',
    title: '新產品開發評估流程調整',
    body: 'GS001P 評估案若客戶三個月未回覆且狀態未變更，系統將自動結案為「未開發」。如客戶仍有需求，可變更狀態轉入開發。',
    daysAgo: 30,
  },
];

interface NoticeRow {
  id: string;
  title: string;
  body: string;
  published_at: number;
  read: number;
}

const toNotice = (row: NoticeRow): Notice => ({
  id: row.id,
  title: row.title,
  body: row.body,
  publishedAt: dateTime(row.published_at),
  read: row.read === 1,
});

/** Read by /demo/version as well: the version the server announces lives in the store, so a reset restores it. */
export function setAppVersion(db: Database, version: string, versionCode: number): void {
  run(db, 'UPDATE app_version SET version = ?, version_code = ?', [version, versionCode]);
}

export const mainArea: AreaModule = {
  name: 'main',

  schema(db) {
    db.run(`CREATE TABLE notices (
      id TEXT PRIMARY KEY, title TEXT NOT NULL, body TEXT NOT NULL, published_at INTEGER NOT NULL
    )`);
    db.run(`CREATE TABLE notice_reads (
      user_no TEXT NOT NULL, notice_id TEXT NOT NULL REFERENCES notices(id), PRIMARY KEY (user_no, notice_id)
    )`);
    db.run('CREATE TABLE app_version (version TEXT NOT NULL, version_code INTEGER NOT NULL)');
  },

  seed(db, ctx) {
    for (const n of NOTICES) {
      run(db, 'INSERT INTO notices VALUES (?, ?, ?, ?)', [n.id, n.title, n.body, ctx.now() - n.daysAgo * DAY_MS]);
    }
    // The applicant has read the oldest notice already, so read and unread both show.
    run(db, "INSERT INTO notice_reads VALUES ('10002', 'N0001')");
    run(db, 'INSERT INTO app_version VALUES (?, ?)', [DEFAULT_VERSION.version, DEFAULT_VERSION.versionCode]);
  },

  seedIndex(db): SeedRecord[] {
    return all<{ id: string; title: string }>(db, 'SELECT id, title FROM notices ORDER BY published_at DESC').map(
      (n) => ({
        area: 'app',
        type: 'notice',
        id: n.id,
        status: 'published',
        assignee: '10001',
        route: `/pages/notice/notice?id=${n.id}`,
        title: n.title,
      }),
    );
  },

  routes(api) {
    api.handle(
      mainApi.login,
      (req, { db, tokens, now, address }) => {
        const account = String(req.account ?? '').trim();
        const user = findUser(db, account);
        // A supplier account exists but not for the employee login: answer as for a wrong password.
        const system = req.system ?? 'main';
        const outcome = attemptSecret(
          db,
          { scope: 'login', account: user ? user.userNo : '', address },
          now(),
          () => !!user && user.systems.includes(system) && verifySecret(req.password, passwordHashOf(db, user.userNo)!),
        );
        if (outcome.kind === 'locked') throw new LockedFailure(outcome.lockedUntil);
        if (!user) throw new ApiFailure(200, CODES.noUser, MESSAGES.noUser);
        if (outcome.kind === 'wrong') throw new ApiFailure(200, CODES.badLogin, MESSAGES.badLogin);
        const grant = tokens.issue(user.userNo);
        return {
          access_token: grant.access,
          refresh_token: grant.refresh,
          expires_in: ACCESS_LIFETIME_MS,
          expires_refresh_in: REFRESH_LIFETIME_MS,
          userNo: user.userNo,
        };
      },
      { public: true },
    );

    api.handle(mainApi.logout, (_req, { token, tokens }) => {
      tokens.revoke(token);
      return null;
    });

    api.handle(mainApi.me, (_req, { user }) => userInfo(user));

    api.handle(mainApi.menu, (_req, { db, user, areas }) => {
      const todo: Partial<Record<string, number>> = {};
      for (const area of areas) {
        for (const [key, n] of Object.entries(area.todoCount?.(db, user) ?? {}))
          todo[key] = (todo[key] ?? 0) + (n ?? 0);
      }
      return MENU.filter((item) => !user.supplierCode || SUPPLIER_AREAS.includes(item.area)).map((item) => ({
        ...item,
        todo: todo[item.area] ?? 0,
      }));
    });

    api.handle(mainApi.version, (_req, { db }): VersionInfo => {
      const current = one<{ version: string; version_code: number }>(db, 'SELECT * FROM app_version')!;
      return {
        version: current.version,
        versionCode: current.version_code,
        notes: RELEASE_NOTES,
        // The client runs as h5 on every platform: updating means reloading the host page, served no-cache.
        downloadUrl: '/',
        force: false,
      };
    });

    api.handle(mainApi.notices, (req, { db, user }) => {
      const keyword = String(req.keyword ?? '').trim();
      return queryPage<NoticeRow, Notice>(
        db,
        {
          select: 'n.id, n.title, n.body, n.published_at, (r.notice_id IS NOT NULL) AS read',
          fromWhere: `FROM notices n LEFT JOIN notice_reads r ON r.notice_id = n.id AND r.user_no = ?
            WHERE (? = '' OR ${like('n.title')} OR ${like('n.body')})`,
          order: 'n.published_at DESC',
          params: [user.userNo, keyword, containing(keyword), containing(keyword)],
        },
        req,
        toNotice,
      );
    });

    api.handle(mainApi.notice, (req, { db, user }) => {
      const id = String(req.id);
      if (!one(db, 'SELECT 1 FROM notices WHERE id = ?', [id])) {
        throw new ApiFailure(404, CODES.notFound, MESSAGES.notFound);
      }
      // Opening a notice marks it read for this user.
      run(db, 'INSERT OR IGNORE INTO notice_reads VALUES (?, ?)', [user.userNo, id]);
      const row = one<NoticeRow>(db, 'SELECT id, title, body, published_at, 1 AS read FROM notices WHERE id = ?', [id]);
      return toNotice(row!);
    });
  },
};
