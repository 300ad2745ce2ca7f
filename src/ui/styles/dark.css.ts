import { createTheme, style } from '@vanilla-extract/css';
import { sharedTokens } from './tokens';
import { vars } from './theme.css';

/*
 * Loaded only when the widget shows the dark scheme (src/shell/mount.tsx), so a light widget's first screen
 * does not carry a second palette.
 */
/**
 * The dark scheme: the same tokens with a palette of its own (not an inversion). Every colour pair the pages
 * use keeps WCAG AA; the axe suite checks every route in both schemes.
 */
export const darkThemeClass = createTheme(vars, {
  color: {
    // Light brand colours on dark surfaces, with dark text on them: 4.5:1 both as text and under onBrand.
    brand: '#6cb6ff',
    brandDark: '#9ccfff',
    brandDeep: '#3f8fe0',
    navBar: '#4a9ff5',
    brandSoft: '#16283d',
    onBrand: '#0d1117',
    text: '#e6e8eb',
    textSoft: '#c3c8cf',
    muted: '#a2a9b1',
    tabIdle: '#9aa0a6',
    line: '#343a42',
    page: '#101317',
    card: '#1b1f25',
    danger: '#ff8f73',
    dangerSoft: '#3b1d16',
    success: '#5fd184',
    successSoft: '#12301d',
    warning: '#f2b84b',
    warningSoft: '#33270f',
    overlay: 'rgba(0, 0, 0, 0.6)',
    onBrandFill: 'rgba(0,0,0,.12)',
    onBrandLine: 'rgba(0,0,0,.35)',
  },
  ...sharedTokens,
  shadow: {
    card: '0 1px 2px rgba(0,0,0,0.5)',
    pop: '0 8px 28px rgba(0,0,0,0.6)',
    bar: '0 -2px 8px rgba(0,0,0,.4)',
    page: '0 1px 4px rgba(0,0,0,.6)',
  },
});

/** Native controls (scroll bars, date pickers, autofill) follow the scheme too. */
export const darkScheme = style({ colorScheme: 'dark' });

/** Both classes the widget root takes in the dark scheme. */
export const darkClasses = `${darkThemeClass} ${darkScheme}`;
