import { useStore } from '../framework';
import { showToast } from '../ui/Toast';
import { buildUrl, parseHash } from './location';
import { $route, navigateTo, redirectTo, switchTab, type NavResult } from './navigation';
import { isTabPath } from './routes';

/**
 * wouter runs on our own hash location store, so its <Link> and useLocation obey the navigation rules of
 * SPEC 2 (tab pages by switchTab only, no duplicate page, unknown pages reported).
 */
const REFUSAL_TOAST: Partial<Record<string, string>> = {
  notFound: 'router.notFound',
  tab: 'router.refusedTab',
  notTab: 'router.refusedNotTab',
};

export function go(to: string, replace = false): NavResult {
  const path = parseHash(to).path;
  const result = isTabPath(path) ? switchTab(to) : replace ? redirectTo(to) : navigateTo(to);
  if (!result.ok && REFUSAL_TOAST[result.reason]) showToast(REFUSAL_TOAST[result.reason]!);
  return result;
}

export function useHashRoute(): [string, (to: string, options?: { replace?: boolean }) => void] {
  const location = useStore($route);
  return [location.path, (to, options) => void go(to, options?.replace)];
}

export function useHashSearch(): string {
  const location = useStore($route);
  return buildUrl('', location.query).replace(/^\?/, '');
}

export const hashHref = (href: string) => `#${href}`;
