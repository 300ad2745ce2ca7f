/** The host's appearance options (mount option `theme`). */
export interface Appearance {
  primary?: string;
  radius?: number | string;
  scheme?: 'light' | 'dark' | 'auto';
}

/** `auto` follows the system setting and the messaging app's own dark mode (its user agent says ColorScheme/Dark). */
export function isDark(scheme: Appearance['scheme'], prefersDark: boolean, userAgentDark: boolean): boolean {
  if (scheme === 'dark') return true;
  if (scheme === 'auto') return prefersDark || userAgentDark;
  return false;
}
