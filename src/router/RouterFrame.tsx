import { Router } from 'wouter';
import type { ReactNode } from '../framework';
import { hashHref, useHashRoute, useHashSearch } from './wouter';

/**
 * wouter's router on our hash location, around every page that may use <Link>. It loads with the first area or
 * lazy page, not with the shell: the login page needs none of it.
 */
export function RouterFrame({ children }: { children: ReactNode }) {
  return (
    <Router hook={useHashRoute} searchHook={useHashSearch} hrefs={hashHref}>
      {children}
    </Router>
  );
}
