import { atom } from 'nanostores';

/**
 * One modal at a time, queued. Text is given as i18n keys and translated when shown; server text is passed
 * as `text` and rendered as plain text, never as HTML.
 */
export interface ModalOptions {
  titleKey?: string;
  messageKey?: string;
  params?: Record<string, unknown>;
  /** Plain text from the server (already picked from Message, message, msg or errMsg). */
  text?: string;
  confirmKey?: string;
  cancelKey?: string;
  /** false gives the single-button modal used for errors (SPEC 8). */
  showCancel?: boolean;
  danger?: boolean;
}

export interface ModalEntry extends ModalOptions {
  id: number;
  resolve: (ok: boolean) => void;
  /** Settles with `resolve`: what every caller waiting on this dialog gets. */
  closed: Promise<boolean>;
  /** What had focus when the dialog was asked for; focus returns there when it closes. */
  opener?: Element | null;
  /** The page (path and query) that asked for it: the dialog closes when the user leaves that page. */
  page: string;
}

/** The focused element, inside open shadow roots (the widget renders in one). */
function deepActive(): Element | null {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

export const $modals = atom<ModalEntry[]>([]);
let nextId = 1;
let currentPage: () => string = () => '';

/** The shell says which page is showing (the ui kit does not know the router), so each dialog knows its page. */
export function setModalPageSource(source: () => string): void {
  currentPage = source;
}

/**
 * A page's dialogs close when the user leaves the page (a link, the back button, a redirect): every dialog asked
 * for on another page than `page` is closed as if cancelled, so no caller waits on a dialog nobody can see.
 */
export function closeModalsNotOn(page: string): void {
  const gone = $modals.get().filter((e) => e.page !== page);
  if (!gone.length) return;
  $modals.set($modals.get().filter((e) => e.page === page));
  for (const entry of gone) entry.resolve(false);
}

export function showModal(options: ModalOptions): Promise<boolean> {
  let resolve!: (ok: boolean) => void;
  const closed = new Promise<boolean>((r) => (resolve = r));
  // Taken now: by the time the dialog mounts, a busy opener may already be disabled and have lost focus.
  $modals.set([...$modals.get(), { ...options, id: nextId++, resolve, closed, opener: deepActive(), page: currentPage() }]);
  return closed;
}

/** SPEC 5: confirmation prompts (logout, delete, submit, submit for signing). */
export function confirm(messageKey: string, options: Omit<ModalOptions, 'messageKey'> = {}): Promise<boolean> {
  return showModal({ titleKey: 'common.confirmTitle', messageKey, showCancel: true, ...options });
}

export function alertMessage(options: Omit<ModalOptions, 'showCancel'>): Promise<boolean> {
  // Requests failing together (a dropped network under a page of several reads) say it once: an identical alert
  // already waiting stands for all of them.
  const same = $modals
    .get()
    .find((m) => m.showCancel === false && m.titleKey === options.titleKey && m.messageKey === options.messageKey && m.text === options.text);
  return same ? same.closed : showModal({ ...options, showCancel: false });
}

export function closeModal(entry: ModalEntry, ok: boolean) {
  $modals.set($modals.get().filter((e) => e.id !== entry.id));
  entry.resolve(ok);
}

