import { atom } from 'nanostores';
import { buildUrl, parseHash, type HashLocation } from './location';
import { findRoute, HOME_PATH, isTabPath } from './routes';

/**
 * Navigation with the rules of SPEC section 2: a tab page is opened only by switchTab, switchTab refuses a
 * non-tab page, an unknown page is reported not found, and the same page is never opened twice in a row.
 * Every call returns why it was refused, so the caller can tell the user.
 */
export type Refusal = 'tab' | 'notTab' | 'notFound' | 'duplicate';
export type NavResult = { ok: true } | { ok: false; reason: Refusal };

export const $route = atom<HashLocation>(parseHash(globalThis.location?.hash ?? ''));

interface HistoryState {
  /** How many pages of ours are below this one; 0 means back would leave the app. */
  esignDepth?: number;
  /** A step inside the page (see openStep): the same address, one entry more. */
  esignStep?: string;
}

const depth = () => (globalThis.history?.state as HistoryState | null)?.esignDepth ?? 0;

function refuse(reason: Refusal): NavResult {
  return { ok: false, reason };
}

function routeKey(loc: HashLocation): string {
  return buildUrl(loc.path, loc.query);
}

/** Re-reads the address (after the user edits it, or goes back and forward). */
export function syncFromAddress(): void {
  const next = parseHash(location.hash);
  if (routeKey(next) !== routeKey($route.get())) $route.set(next);
}

function go(url: string, replace: boolean): void {
  const hash = `#${url}`;
  const state: HistoryState = { esignDepth: replace ? depth() : depth() + 1 };
  if (replace) history.replaceState(state, '', hash);
  else history.pushState(state, '', hash);
  $route.set(parseHash(hash));
}

function check(url: string, wantTab: boolean): NavResult | undefined {
  const target = parseHash(url);
  if (!findRoute(target.path)) return refuse('notFound');
  if (isTabPath(target.path) !== wantTab) return refuse(wantTab ? 'notTab' : 'tab');
  if (routeKey(target) === routeKey($route.get())) return refuse('duplicate');
  return undefined;
}

/** Opens a page on top of the current one. */
export function navigateTo(url: string): NavResult {
  const refusal = check(url, false);
  if (refusal) return refusal;
  go(url, false);
  return { ok: true };
}

/** Replaces the current page. */
export function redirectTo(url: string): NavResult {
  const refusal = check(url, false);
  if (refusal) return refusal;
  go(url, true);
  return { ok: true };
}

/** Shows a tab page. */
export function switchTab(url: string): NavResult {
  const refusal = check(url, true);
  // Tapping the tab you are on is not an error: nothing happens.
  if (refusal && !refusal.ok && refusal.reason === 'duplicate') return { ok: true };
  if (refusal) return refusal;
  go(url, true);
  return { ok: true };
}

/** Starts over on any page (after login or logout): no page of ours stays below it. */
export function reLaunch(url: string): NavResult {
  const target = parseHash(url);
  if (!findRoute(target.path)) return refuse('notFound');
  history.replaceState({ esignDepth: 0 } satisfies HistoryState, '', `#${url}`);
  $route.set(target);
  return { ok: true };
}

/** Goes back one page, or home when this page was the first one opened. */
export function navigateBack(): void {
  if (depth() > 0) history.back();
  else reLaunch(HOME_PATH);
}

/** The step open in the current history entry (see openStep); '' when none is. */
export function currentStep(): string {
  const step = (globalThis.history?.state as HistoryState | null)?.esignStep;
  return typeof step === 'string' ? step : '';
}

/**
 * Opens a step inside the current page without changing its address (the inbox's open item on a big screen):
 * a history entry of its own, so Back, the page's or the browser's, closes it again. An open step is replaced,
 * so one Back always closes it. The page reads `currentStep()`, and hears Back and Forward through popstate.
 */
export function openStep(step: string): void {
  const open = currentStep() !== '';
  const state: HistoryState = { esignDepth: open ? depth() : depth() + 1, esignStep: step };
  if (open) history.replaceState(state, '');
  else history.pushState(state, '');
}

/** The page's own back button: leaves the page, past its open step. */
export function leavePage(): void {
  if (!currentStep()) navigateBack();
  else if (depth() > 1) history.go(-2);
  else reLaunch(HOME_PATH);
}

export function canGoBack(): boolean {
  return depth() > 0;
}

/** Follows the address bar: back and forward buttons, links and hand-edited hashes. */
export function listenToAddress(win: Window = window): () => void {
  win.addEventListener('hashchange', syncFromAddress);
  win.addEventListener('popstate', syncFromAddress);
  return () => {
    win.removeEventListener('hashchange', syncFromAddress);
    win.removeEventListener('popstate', syncFromAddress);
  };
}
