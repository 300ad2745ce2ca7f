import { globalStyle } from '@vanilla-extract/css';
import { widgetRoot, vars } from './theme.css';

/**
 * Element defaults scoped under the widget root only. Inside a shadow root the host's selectors cannot match,
 * and in the document fallback these still never leave the widget.
 */
globalStyle(`${widgetRoot} *, ${widgetRoot} *::before, ${widgetRoot} *::after`, { boxSizing: 'border-box' });
globalStyle(`${widgetRoot} button`, {
  font: 'inherit',
  color: 'inherit',
  background: 'none',
  border: 0,
  padding: 0,
  margin: 0,
  cursor: 'pointer',
});
globalStyle(`${widgetRoot} input, ${widgetRoot} textarea, ${widgetRoot} select`, {
  font: 'inherit',
  color: 'inherit',
});
globalStyle(`${widgetRoot} a`, { color: vars.color.brand, textDecoration: 'none' });
globalStyle(`${widgetRoot} h1, ${widgetRoot} h2, ${widgetRoot} h3, ${widgetRoot} p, ${widgetRoot} ul, ${widgetRoot} ol, ${widgetRoot} dl, ${widgetRoot} dd`, {
  margin: 0,
  padding: 0,
});
globalStyle(`${widgetRoot} ul, ${widgetRoot} ol`, { listStyle: 'none' });
globalStyle(`${widgetRoot} :focus-visible`, { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' });
globalStyle(`${widgetRoot} [hidden]`, { display: 'none !important' });
