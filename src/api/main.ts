import type { z } from 'zod';
import { endpoint, type Page, type PageQuery } from './define';
import type * as S from './schema/main';

/**
 * The main API: accounts, the home menu, notices and the app version. The shapes are defined once, as the
 * schemas of ./schema/main.ts; these are their types (type-only imports: no validator reaches the client).
 */

export type LoginRequest = z.infer<typeof S.LoginRequest>;
/** Token grant. `expires_in` and `expires_refresh_in` are lifetimes in milliseconds (SPEC section 4). */
export type TokenGrant = z.infer<typeof S.TokenGrant>;
export type UserInfo = z.infer<typeof S.UserInfo>;
/** One entry of the home menu (MenuList). `route` is a path of ROUTES.md; `todo` the number waiting. */
export type MenuItem = z.infer<typeof S.MenuItem>;
export type VersionInfo = z.infer<typeof S.VersionInfo>;
export type Notice = z.infer<typeof S.Notice>;

export const mainApi = {
  login: endpoint<LoginRequest, TokenGrant>('main', 'POST', '/auth/login'),
  logout: endpoint<void, null>('main', 'POST', '/auth/logout'),
  me: endpoint<void, UserInfo>('main', 'GET', '/user/me'),
  menu: endpoint<void, MenuItem[]>('main', 'GET', '/user/menu'),
  version: endpoint<{ platform: string }, VersionInfo>('main', 'GET', '/app/version'),
  notices: endpoint<PageQuery, Page<Notice>>('main', 'GET', '/notices'),
  notice: endpoint<{ id: string }, Notice>('main', 'GET', '/notices/:id'),
};
