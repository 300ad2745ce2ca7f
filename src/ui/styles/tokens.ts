/**
 * The tokens both colour schemes share (spacing, radii, fonts, sizes): theme.css.ts and dark.css.ts take them from
 * here, so the dark scheme only ever differs in colours and shadows.
 */
export const sharedTokens = {
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  font: {
    // --esign-cjk: the language's CJK fonts (cjkFonts below), set on the widget root by its lang (theme.css.ts).
    body: '-apple-system, BlinkMacSystemFont, "Segoe UI", var(--esign-cjk), Roboto, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  size: { navBar: '44px', tabBar: '50px', touch: '44px' },
};

/**
 * The CJK fonts of one writing system, by platform (Apple, Windows, Linux and Android's Noto), between the
 * system's UI font for Latin text and the generic family. Han characters are drawn differently in simplified
 * Chinese, traditional Chinese and Japanese, so each language has its own (theme.css.ts picks them by the
 * widget's `lang`): Japanese text in a Chinese font shows the wrong glyph shapes. Short lists on purpose: every
 * family a platform lacks costs a font lookup on the first layout.
 */
export const cjkFonts = {
  hans: '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC"',
  hant: '"PingFang TC", "Microsoft JhengHei", "Noto Sans CJK TC"',
  ja: '"Hiragino Sans", "Yu Gothic UI", Meiryo, "Noto Sans CJK JP"',
};
