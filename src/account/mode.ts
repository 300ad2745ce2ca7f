import { LOGIN_PATH, SRM_LOGIN_PATH } from '../router/routes';

/** SPEC 1: the SRM variant is active when the address contains /srm/. */
export function isSrmMode(href: string = globalThis.location?.href ?? ''): boolean {
  return href.includes('/srm/');
}

/** SPEC 2: logout goes to the SRM login when the address contains /srm/ or /qms/, else to the main login. */
export function logoutTarget(href: string = globalThis.location?.href ?? ''): string {
  return `${href.includes('/srm/') || href.includes('/qms/') ? SRM_LOGIN_PATH : LOGIN_PATH}?clear=1`;
}

/** Where a logged-out user is sent to sign in, keeping the page they wanted. */
export function loginTarget(wanted: string, href: string = globalThis.location?.href ?? ''): string {
  const base = isSrmMode(href) || href.includes('/qms/') ? SRM_LOGIN_PATH : LOGIN_PATH;
  return wanted && wanted !== '/' ? `${base}?redirect=${encodeURIComponent(wanted)}` : base;
}

/** A return address from the address bar is trusted only when it is one of our routes. */
export function safeReturn(value: string | undefined): string {
  const route = (value ?? '').trim();
  return /^\/pages\/[\w\-./]*(\?[^#]*)?$/.test(route) ? route : '';
}
