import { atom } from 'nanostores';

/**
 * One modal at a time, queued. Text is given as i18n keys and translated when shown; server text is passed
 * as `text` and rendered as plain text, never as HTML. This file is the queue and the page each dialog belongs
 * to, the part the shell needs from the first screen on; asking for a dialog (./dialogs.ts) and drawing it
 * (./ModalHost.tsx) load with the first caller.
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

export const $modals = atom<ModalEntry[]>([]);
let pageSource: () => string = () => '';

/** The page showing now (path and query). */
export const currentPage = (): string => pageSource();

/** The shell says which page is showing (the ui kit does not know the router), so each dialog knows its page. */
export function setModalPageSource(source: () => string): void {
  pageSource = source;
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
