/** The entry routes, apart from the route table so the loader can name them without carrying the table. */
export const LOGIN_PATH = '/pages/login/login';
export const SRM_LOGIN_PATH = '/pages/SRM/login/login';
export const HOME_PATH = '/pages/index/index';
export const MY_PATH = '/pages/my/my';

/**
 * Whether an address opens the main login page: its hash, or with an empty hash (or '#/') the mount's `route`.
 * The loader paints that page before the framework (widgets/app/firstPaint.ts).
 */
export function isLoginAddress(hash: string, route?: string): boolean {
  const path = hash.replace(/^#/, '').split('?')[0];
  return [LOGIN_PATH, '/'].includes(path && path !== '/' ? path : route || '/');
}
