/** The entry routes, apart from the route table so the loader can name them without carrying the table. */
export const LOGIN_PATH = '/pages/login/login';
export const SRM_LOGIN_PATH = '/pages/SRM/login/login';
export const HOME_PATH = '/pages/index/index';
export const MY_PATH = '/pages/my/my';

/** The path a launch opens: the hash's, or with an empty hash (or '#/') the mount's `route`, else '/'. */
export function firstPath(hash: string, route?: string): string {
  const path = hash.replace(/^#/, '').split('?')[0];
  return path && path !== '/' ? path : route || '/';
}

/** Whether a launch opens the main login page. The loader paints that page before the framework (widgets/app/firstPaint.ts). */
export function isLoginAddress(hash: string, route?: string): boolean {
  return [LOGIN_PATH, '/'].includes(firstPath(hash, route));
}
