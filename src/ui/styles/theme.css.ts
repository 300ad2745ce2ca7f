import { createTheme, globalStyle, style } from '@vanilla-extract/css';
import { cjkFonts, sharedTokens } from './tokens';

/**
 * The design tokens. A class-scoped theme (never :root), so mounting the widget never restyles the host page.
 * Colours of the navigation and tab bars are SPEC section 9 values.
 */
export const [themeClass, vars] = createTheme({
  color: {
    // Buttons, links and brand text: the SPEC blue darkened to reach WCAG AA (4.5:1) as text on white and on
    // brandSoft, and under white text. The SPEC blue itself stays on the navigation and tab bars (navBar).
    brand: '#0a66c2',
    brandDark: '#0a5aab',
    // Top of the SRM login page's gradient.
    brandDeep: '#0b4f9c',
    // SPEC 9: navigation bar and selected tab. White on it is 3.35:1, so text on it is large (19px bold).
    navBar: '#1d8dfc',
    brandSoft: '#e8f3ff',
    onBrand: '#ffffff',
    text: '#1f2329',
    textSoft: '#4e5969',
    // Darkest grey that still reads as secondary; #7A7E83 (the SPEC tab colour) is kept for the tab bar only.
    muted: '#5f646b',
    tabIdle: '#7A7E83',
    line: '#e5e6eb',
    page: '#f2f3f5',
    card: '#ffffff',
    // Danger and success darkened to 4.5:1 as text on their soft backgrounds (badges) and under white text.
    danger: '#c0350b',
    dangerSoft: '#fff1ec',
    success: '#187a33',
    successSoft: '#eaf7ee',
    warning: '#a15c00',
    warningSoft: '#fff7e6',
    overlay: 'rgba(0, 0, 0, 0.45)',
    // A translucent fill on a brand-coloured background.
    onBrandFill: 'rgba(255,255,255,.16)',
    onBrandLine: 'rgba(255,255,255,.7)',
  },
  ...sharedTokens,
  shadow: {
    card: '0 1px 2px rgba(0,0,0,0.06)',
    pop: '0 8px 28px rgba(0,0,0,0.18)',
    bar: '0 -2px 8px rgba(0,0,0,.04)',
    page: '0 1px 4px rgba(0,0,0,.35)',
  },
});

/** Native controls (scroll bars, date pickers, autofill) follow the scheme too; the dark one is in dark.css.ts. */
export const lightScheme = style({ colorScheme: 'light' });

const BODY_SIZE = '15px';

/**
 * The widget root resets every inherited property the host page may have set (font size, line height, colour,
 * box sizing), so hostile host CSS such as `div { font-size: 20px }` cannot reach inside.
 */
export const widgetRoot = style({
  all: 'initial',
  // `all` leaves direction and unicode-bidi alone: a right-to-left host must not flip the widget.
  direction: 'ltr',
  unicodeBidi: 'isolate',
  display: 'block',
  position: 'relative',
  minHeight: '100%',
  height: '100%',
  boxSizing: 'border-box',
  fontFamily: vars.font.body,
  fontSize: BODY_SIZE,
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.page,
  WebkitTextSizeAdjust: '100%',
  WebkitTapHighlightColor: 'transparent',
  overflow: 'hidden',
  // The body font's CJK fonts: each language's own Han glyphs (tokens.ts); English with simplified Chinese's.
  vars: { '--esign-cjk': cjkFonts.hans },
  selectors: {
    '&:lang(zh-Hant)': { vars: { '--esign-cjk': cjkFonts.hant } },
    '&:lang(ja)': { vars: { '--esign-cjk': cjkFonts.ja } },
  },
});

/**
 * The widget's box is an inline block (../widgetBox.ts), whose line in the host element is measured with the
 * host's font: a page without text of its own (the messaging app's) would load a font face for that line alone,
 * during the first layout. The host takes the widget's body font, whose face the page loads anyway; a host's own
 * rule for the element still wins (:host is the weakest rule on it).
 */
globalStyle(':host', {
  fontFamily: sharedTokens.font.body,
  fontSize: BODY_SIZE,
  vars: { '--esign-cjk': cjkFonts.hans },
});
