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

/**
 * Where the route lives: the page's hash and the browser's history (the default), or a history of the widget's
 * own (./memory.ts, `routing: 'memory'`), which never touches the host's address.
 */
export interface RouteHistory {
  state(): unknown;
  hash(): string;
  push(state: HistoryState, hash?: string): void;
  replace(state: HistoryState, hash?: string): void;
  go(delta: number): void;
  /** Hears Back, Forward and an address the user changed; returns the function that stops listening. */
  listen(on: () => void): () => void;
}

const pageHistory: RouteHistory = {
  state: () => globalThis.history?.state,
  hash: () => location.hash,
  push: (state, hash) => history.pushState(state, '', hash),
  replace: (state, hash) => history.replaceState(state, '', hash),
  go: (delta) => history.go(delta),
  listen(on) {
    addEventListener('hashchange', on);
    addEventListener('popstate', on);
    return () => {
      removeEventListener('hashchange', on);
      removeEventListener('popstate', on);
    };
  },
};

let routes = pageHistory;

/** Switches the widget to a history of its own (`routing: 'memory'`), or back to the page's when given none. */
export function setRouteHistory(next?: RouteHistory): void {
  routes = next ?? pageHistory;
}

export interface HistoryState {
  /** How many pages of ours are below this one; 0 means back would leave the app. */
  esignDepth?: number;
  /** A step inside the page (see openStep): the same address, one entry more. */
  esignStep?: string;
}

const depth = () => (routes.state() as HistoryState | null)?.esignDepth ?? 0;

function refuse(reason: Refusal): NavResult {
  return { ok: false, reason };
}

function routeKey(loc: HashLocation): string {
  return buildUrl(loc.path, loc.query);
}

/** Re-reads the address (after the user edits it, or goes back and forward). */
export function syncFromAddress(): void {
  const next = parseHash(routes.hash());
  if (routeKey(next) !== routeKey($route.get())) $route.set(next);
}

function go(url: string, replace: boolean): void {
  const hash = `#${url}`;
  const state: HistoryState = { esignDepth: replace ? depth() : depth() + 1 };
  if (replace) routes.replace(state, hash);
  else routes.push(state, hash);
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
  routes.replace({ esignDepth: 0 }, `#${url}`);
  $route.set(target);
  return { ok: true };
}

/** Goes back one page, or home when this page was the first one opened. */
export function navigateBack(): void {
  if (depth() > 0) routes.go(-1);
  else reLaunch(HOME_PATH);
}

/** The step open in the current history entry (see openStep); '' when none is. */
export function currentStep(): string {
  const step = (routes.state() as HistoryState | null)?.esignStep;
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
  if (open) routes.replace(state);
  else routes.push(state);
}

/** The page's own back button: leaves the page, past its open step. */
export function leavePage(): void {
  if (!currentStep()) navigateBack();
  else if (depth() > 1) routes.go(-2);
  else reLaunch(HOME_PATH);
}

export function canGoBack(): boolean {
  return depth() > 0;
}

/** Follows the address bar (or the widget's own history): back and forward buttons, links and edited hashes. */
export function listenToAddress(): () => void {
  return routes.listen(syncFromAddress);
}

/** Hears Back and Forward within the current page (an open step closing): popstate, or the widget's own history. */
export const listenToHistory = (on: () => void): (() => void) => routes.listen(on);
