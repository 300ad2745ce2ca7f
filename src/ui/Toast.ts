import { atom } from 'nanostores';

/** SPEC 9: toasts show for 2000 ms at the bottom (the framework default of 1500 ms is not used). */
export const TOAST_MS = 2000;

export interface ToastState {
  key?: string;
  text?: string;
  params?: Record<string, unknown>;
  id: number;
}

export const $toast = atom<ToastState | null>(null);
let timer: ReturnType<typeof setTimeout> | undefined;
let nextId = 1;

export function showToast(key: string, params?: Record<string, unknown>, durationMs = TOAST_MS): void {
  clearTimeout(timer);
  const id = nextId++;
  $toast.set({ key, params, id });
  timer = setTimeout(() => $toast.get()?.id === id && $toast.set(null), durationMs);
}
