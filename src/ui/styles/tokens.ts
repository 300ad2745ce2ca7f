/**
 * The tokens both colour schemes share (spacing, radii, fonts, sizes): theme.css.ts and dark.css.ts take them from
 * here, so the dark scheme only ever differs in colours and shadows.
 */
export const sharedTokens = {
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  font: {
    body: '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "PingFang TC", "Hiragino Sans", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans CJK JP", Roboto, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  size: { navBar: '44px', tabBar: '50px', touch: '44px' },
};
