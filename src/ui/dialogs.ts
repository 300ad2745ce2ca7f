import { $modals, currentPage, type ModalEntry, type ModalOptions } from './Modal';

/** Asking for a dialog, and closing one: loaded with the first caller (the queue itself is in ./Modal.ts). */

/** The focused element, inside open shadow roots (the widget renders in one). */
function deepActive(): Element | null {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

let nextId = 1;

export function showModal(options: ModalOptions): Promise<boolean> {
  let resolve!: (ok: boolean) => void;
  const closed = new Promise<boolean>((r) => (resolve = r));
  // Taken now: by the time the dialog mounts, a busy opener may already be disabled and have lost focus.
  $modals.set([
    ...$modals.get(),
    { ...options, id: nextId++, resolve, closed, opener: deepActive(), page: currentPage() },
  ]);
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
    .find(
      (m) =>
        m.showCancel === false &&
        m.titleKey === options.titleKey &&
        m.messageKey === options.messageKey &&
        m.text === options.text,
    );
  return same ? same.closed : showModal({ ...options, showCancel: false });
}

export function closeModal(entry: ModalEntry, ok: boolean) {
  $modals.set($modals.get().filter((e) => e.id !== entry.id));
  entry.resolve(ok);
}
