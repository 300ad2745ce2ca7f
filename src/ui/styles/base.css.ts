import { globalStyle } from '@vanilla-extract/css';
import { widgetRoot, vars } from './theme.css';

/** :where() keeps these resets at zero specificity, so any component class overrides them. */
const root = `:where(${widgetRoot})`;

/**
 * Element defaults scoped under the widget root only. Inside a shadow root the host's selectors cannot match,
 * and in the document fallback these still never leave the widget.
 */
globalStyle(`${root} *, ${root} *::before, ${root} *::after`, { boxSizing: 'border-box' });
globalStyle(`${root} button`, {
  font: 'inherit',
  color: 'inherit',
  background: 'none',
  border: 0,
  padding: 0,
  margin: 0,
  cursor: 'pointer',
});
globalStyle(`${root} input, ${root} textarea, ${root} select`, {
  font: 'inherit',
  color: 'inherit',
});
globalStyle(`${root} a`, { color: vars.color.brand, textDecoration: 'none' });
globalStyle(`${root} h1, ${root} h2, ${root} h3, ${root} p, ${root} ul, ${root} ol, ${root} dl, ${root} dd`, {
  margin: 0,
  padding: 0,
});
globalStyle(`${root} ul, ${root} ol`, { listStyle: 'none' });
globalStyle(`${root} :focus-visible`, { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' });
globalStyle(`${root} [hidden]`, { display: 'none !important' });
