import { axeSuite } from './support/quality-a11y-suite';

/**
 * Issue 6, accessibility: every route through axe in Traditional Chinese, and in Japanese with the browser
 * preferring dark (issue 11: contrast in the dark palette). See quality-a11y-suite.ts.
 */
await axeSuite([
  { locale: 'zh-Hant', scheme: 'light', rules: 'language' },
  { locale: 'ja', scheme: 'dark', rules: 'all' },
]);
