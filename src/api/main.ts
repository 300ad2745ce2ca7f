import { endpoint, type Page, type PageQuery } from './define';

/** The main API: accounts, the home menu, notices and the app version. */

export interface LoginRequest {
  account: string;
  password: string;
  /** 'main' for the employee login, 'srm' for the SRM and QMS login. */
  system?: 'main' | 'srm';
}

/** Token grant. `expires_in` and `expires_refresh_in` are lifetimes in milliseconds (SPEC section 4). */
export interface TokenGrant {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_refresh_in: number;
  userNo: string;
}

export interface UserInfo {
  userID: string;
  userNo: string;
  userName: string;
  phone: string;
  avatarUrl: string;
  /** Company code of a supplier account; empty for employees. */
  supplierCode: string;
  roles: string[];
}

/** One entry of the home menu (MenuList). `route` is a path of ROUTES.md; `todo` the number waiting. */
export interface MenuItem {
  key: string;
  area: 'sap' | 'srm' | 'qms' | 'gs001p' | 'salary' | 'auth' | 'development';
  route: string;
  todo: number;
}

export interface VersionInfo {
  version: string;
  versionCode: number;
  /** Localised release notes, keyed by locale. */
  notes: Record<string, string>;
  downloadUrl: string;
  force: boolean;
}

export interface Notice {
  id: string;
  title: string;
  body: string;
  publishedAt: string;
  read: boolean;
}

export const mainApi = {
  login: endpoint<LoginRequest, TokenGrant>('main', 'POST', '/auth/login'),
  logout: endpoint<void, null>('main', 'POST', '/auth/logout'),
  me: endpoint<void, UserInfo>('main', 'GET', '/user/me'),
  menu: endpoint<void, MenuItem[]>('main', 'GET', '/user/menu'),
  version: endpoint<{ platform: string }, VersionInfo>('main', 'GET', '/app/version'),
  notices: endpoint<PageQuery, Page<Notice>>('main', 'GET', '/notices'),
  notice: endpoint<{ id: string }, Notice>('main', 'GET', '/notices/:id'),
};
