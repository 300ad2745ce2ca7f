import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/styles/theme.css';
import { palette } from '../../ui/styles/palette.css';

export const viewer = style({ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', position: 'relative' });
export const scroller = style({
  flex: 1,
  minHeight: 0,
  overflow: 'auto',
  background: palette.viewer,
  // Native one-finger scrolling; two-finger pinch comes to our pointer handlers.
  touchAction: 'pan-x pan-y',
  overscrollBehavior: 'contain',
  WebkitOverflowScrolling: 'touch',
});
export const pages = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '8px',
  padding: '8px 0',
  transformOrigin: '0 0',
  width: 'max-content',
  minWidth: '100%',
});
export const page = style({
  position: 'relative',
  background: palette.paper,
  boxShadow: vars.shadow.page,
  flex: 'none',
});
export const canvas = style({ display: 'block', width: '100%', height: '100%' });
export const pageNumber = style({
  position: 'absolute',
  left: '50%',
  top: '50%',
  transform: 'translate(-50%, -50%)',
  color: palette.viewerMuted,
  fontSize: '14px',
});
export const badge = style({
  position: 'absolute',
  top: vars.space.sm,
  left: '50%',
  transform: 'translateX(-50%)',
  padding: '4px 12px',
  borderRadius: vars.radius.pill,
  background: palette.scrim,
  color: palette.onDark,
  fontSize: '13px',
  pointerEvents: 'none',
  fontVariantNumeric: 'tabular-nums',
});

/**
 * pdf.js's text layer (its own pdf_viewer.css, the part the text layer needs): transparent text over the drawing,
 * placed by pdf.js in per cent of the page and sized by `--scale-factor`, selectable, with the search hit marked.
 */
export const textLayer = style({
  position: 'absolute',
  inset: 0,
  overflow: 'clip',
  lineHeight: 1,
  textAlign: 'initial',
  textSizeAdjust: 'none',
  forcedColorAdjust: 'none',
  transformOrigin: '0 0',
  caretColor: 'CanvasText',
  zIndex: 0,
});
globalStyle(`${textLayer} :is(span, br)`, {
  color: 'transparent',
  position: 'absolute',
  whiteSpace: 'pre',
  cursor: 'text',
  transformOrigin: '0% 0%',
});
globalStyle(`${textLayer} > :not(.markedContent)`, { zIndex: 1 });
globalStyle(`${textLayer} span.markedContent`, { top: 0, height: 0 });
globalStyle(`${textLayer} ::selection`, { background: 'rgba(0 0 255 / 0.25)' });
globalStyle(`${textLayer} br::selection`, { background: 'transparent' });
globalStyle(`${textLayer} mark`, {
  color: 'transparent',
  margin: '-1px',
  padding: '1px',
  borderRadius: '4px',
  background: 'rgb(255 170 0 / 0.45)',
  outline: '2px solid rgb(230 120 0)',
});

export const search = style({
  flex: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  background: vars.color.card,
  borderBottom: `1px solid ${vars.color.line}`,
  color: vars.color.text,
  fontSize: '14px',
});
export const searchForm = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });
export const searchInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  background: vars.color.page,
  color: vars.color.text,
  fontSize: '16px',
});
export const searchButton = style({
  flex: 'none',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.brandDark,
  fontWeight: 600,
});
export const searchIcon = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.sm,
  color: vars.color.textSoft,
});
export const searchBar = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const searchStatus = style({ flex: 1, margin: 0, color: vars.color.textSoft, minHeight: '1.4em' });
export const hits = style({ listStyle: 'none', margin: 0, padding: 0, maxHeight: '30vh', overflow: 'auto' });
export const hit = style({
  display: 'block',
  width: '100%',
  minHeight: vars.size.touch,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'start',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  selectors: { '&[aria-current="true"]': { background: vars.color.brandSoft } },
});
export const hitPage = style({ fontWeight: 600, color: vars.color.brandDark });

/** The scroller and the page indicator over it: the indicator's box starts below the search panel. */
export const stage = style({ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', position: 'relative' });
