import { axeSuite } from './support/quality-a11y-suite';

/** Issue 6, accessibility: every route through axe in Traditional Chinese and Japanese (see quality-a11y-suite.ts). */
await axeSuite(['zh-Hant', 'ja']);
