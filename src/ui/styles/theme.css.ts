import { createTheme, style } from '@vanilla-extract/css';

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
    // The QMS green, dark enough for white text (5.3:1), and the top of its login gradient.
    qms: '#0c7a5e',
    qmsDeep: '#084f3d',
    // A translucent fill on a brand-coloured background.
    onBrandFill: 'rgba(255,255,255,.16)',
    onBrandLine: 'rgba(255,255,255,.7)',
    // Dark surroundings of documents and images (PDF viewer, image zoom) and the toast: the same in both schemes.
    viewer: '#525659',
    viewerMuted: '#9aa0a6',
    zoom: '#111111',
    scrim: 'rgba(0,0,0,.6)',
    toast: 'rgba(20, 22, 26, 0.88)',
    onDark: '#ffffff',
    paper: '#ffffff',
    // The spreadsheet grid.
    sheetHead: '#eef3fb',
    sheetHeadLine: '#b9c7dd',
    sheetStripe: '#fafbfc',
    sheetGutter: '#f5f6f8',
    // SRM review bands A to D (SPEC 9): text, filled marker, and the soft gauge segments.
    bandA: '#187a33',
    bandB: '#2e7049',
    bandC: '#8f5200',
    bandD: '#b8320a',
    bandFillA: '#1f8a3b',
    bandFillB: '#5cbf7a',
    bandFillC: '#e0a526',
    bandFillD: '#d4380d',
    gaugeA: '#5cbf7a',
    gaugeB: '#a8d8b5',
    gaugeC: '#f7d98b',
    gaugeD: '#f4b8a6',
    // SPEC 9 light levels: the lamp and its halo.
    lightRed: '#e02f2f',
    lightRedHalo: '#fde2e2',
    lightYellow: '#f2b705',
    lightYellowHalo: '#fdf1c7',
    lightGreen: '#1f9d4c',
    lightGreenHalo: '#d6f2e0',
  },
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  font: {
    body: '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "PingFang TC", "Hiragino Sans", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans CJK JP", Roboto, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  size: { navBar: '44px', tabBar: '50px', touch: '44px' },
  shadow: { card: '0 1px 2px rgba(0,0,0,0.06)', pop: '0 8px 28px rgba(0,0,0,0.18)', bar: '0 -2px 8px rgba(0,0,0,.04)', page: '0 1px 4px rgba(0,0,0,.35)' },
});

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
    qms: '#4cc3a2',
    qmsDeep: '#2fa587',
    onBrandFill: 'rgba(0,0,0,.12)',
    onBrandLine: 'rgba(0,0,0,.35)',
    viewer: '#2b2e32',
    viewerMuted: '#a2a9b1',
    zoom: '#000000',
    scrim: 'rgba(0,0,0,.7)',
    toast: 'rgba(230, 232, 235, 0.94)',
    onDark: '#0d1117',
    paper: '#ffffff',
    sheetHead: '#1f2a38',
    sheetHeadLine: '#3d4f66',
    sheetStripe: '#1f242b',
    sheetGutter: '#22272e',
    bandA: '#5fd184',
    bandB: '#8fd6a8',
    bandC: '#f2b84b',
    bandD: '#ff8f73',
    bandFillA: '#3fb866',
    bandFillB: '#7fcf98',
    bandFillC: '#e0a526',
    bandFillD: '#f07050',
    gaugeA: '#2f7a48',
    gaugeB: '#2a5a3a',
    gaugeC: '#6b5520',
    gaugeD: '#6e3526',
    lightRed: '#ff5f5f',
    lightRedHalo: '#4a1d1d',
    lightYellow: '#f2c335',
    lightYellowHalo: '#473a12',
    lightGreen: '#3fc46e',
    lightGreenHalo: '#173d25',
  },
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  font: {
    body: '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "PingFang TC", "Hiragino Sans", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans CJK JP", Roboto, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  size: { navBar: '44px', tabBar: '50px', touch: '44px' },
  shadow: { card: '0 1px 2px rgba(0,0,0,0.5)', pop: '0 8px 28px rgba(0,0,0,0.6)', bar: '0 -2px 8px rgba(0,0,0,.4)', page: '0 1px 4px rgba(0,0,0,.6)' },
});

/** Native controls (scroll bars, date pickers, autofill) follow the scheme too. */
export const darkScheme = style({ colorScheme: 'dark' });
export const lightScheme = style({ colorScheme: 'light' });

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
  fontSize: '15px',
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.page,
  WebkitTextSizeAdjust: '100%',
  WebkitTapHighlightColor: 'transparent',
  overflow: 'hidden',
});
