import { atom } from 'nanostores';

/** Embedding options that pages read (set once by the shell at mount). */
export interface WidgetConfig {
  /** The host is the demo: login pages show the demo accounts. */
  demo: boolean;
}

export const $config = atom<WidgetConfig>({ demo: false });
