/** SRM's own styles: the system choice, the score gauge and the lights. The shared look is in src/review. */
import { style, styleVariants } from '@vanilla-extract/css';
import { loginPage as loginFrame } from '../../src/review/review.css';
import { vars } from '../../src/ui';

export const loginPage = style([loginFrame, { background: `linear-gradient(180deg, #0b4f9c 0, ${vars.color.brand} 240px, ${vars.color.page} 240px)` }]);

export const systems = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', marginTop: vars.space.md });
export const systemCard = style({
  display: 'flex',
  gap: vars.space.lg,
  alignItems: 'center',
  width: '100%',
  minHeight: '96px',
  padding: vars.space.lg,
  textAlign: 'left',
  background: vars.color.card,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  selectors: { '&:hover': { boxShadow: vars.shadow.pop } },
});
export const systemMark = style({
  flex: 'none',
  width: '52px',
  height: '52px',
  borderRadius: '14px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: 800,
  color: vars.color.onBrand,
  background: vars.color.brand,
});
// The QMS green, dark enough for white text (5.3:1).
export const systemMarkAlt = style([systemMark, { background: '#0c7a5e' }]);
export const systemName = style({ fontSize: '16px', fontWeight: 700, display: 'block' });
export const systemDesc = style({ fontSize: '13px', color: vars.color.muted, display: 'block', marginTop: '2px' });

/** Gauge: the 0-100 scale split into the four bands, with a marker at the score. */
export const gauge = style({ display: 'flex', flexDirection: 'column', gap: '6px' });
export const gaugeHead = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, flexWrap: 'wrap' });
export const gaugeScore = style({ fontSize: '32px', fontWeight: 800, lineHeight: 1 });
export const gaugeBand = style({ fontSize: '15px', fontWeight: 700 });
export const gaugeTrack = style({ position: 'relative', display: 'flex', height: '12px', borderRadius: vars.radius.pill, overflow: 'visible' });
export const gaugeSegment = styleVariants({
  D: { flex: '65 0 0', background: '#f4b8a6', borderRadius: '999px 0 0 999px' },
  C: { flex: '15 0 0', background: '#f7d98b' },
  B: { flex: '10 0 0', background: '#a8d8b5' },
  A: { flex: '10 0 0', background: '#5cbf7a', borderRadius: '0 999px 999px 0' },
});
export const gaugeMarker = style({
  position: 'absolute',
  top: '-5px',
  width: '4px',
  height: '22px',
  marginLeft: '-2px',
  borderRadius: '2px',
  background: vars.color.text,
  boxShadow: '0 0 0 2px #fff',
});
export const gaugeScale = style({ position: 'relative', height: '16px', fontSize: '11px', color: vars.color.muted });
export const gaugeTick = style({ position: 'absolute', transform: 'translateX(-50%)' });
export const miniGauge = style({ display: 'inline-flex', alignItems: 'center', gap: '6px', fontWeight: 600 });
export const miniTrack = style({ width: '56px', height: '6px', borderRadius: vars.radius.pill, background: vars.color.line, overflow: 'hidden', display: 'inline-block' });
export const miniFill = style({ display: 'block', height: '100%' });
// Band letters as text: each at least 4.5:1 on white and on the page grey.
export const bandColor = styleVariants({ A: { color: '#187a33' }, B: { color: '#2e7049' }, C: { color: '#8f5200' }, D: { color: '#b8320a' } });
export const bandFill = styleVariants({ A: { background: '#1f8a3b' }, B: { background: '#5cbf7a' }, C: { background: '#e0a526' }, D: { background: '#d4380d' } });

export const light = style({ display: 'inline-flex', alignItems: 'center', gap: '6px', fontSize: '13px', fontWeight: 600 });
export const lightDot = styleVariants({
  red: { width: '12px', height: '12px', borderRadius: '50%', background: '#e02f2f', boxShadow: '0 0 0 3px #fde2e2' },
  yellow: { width: '12px', height: '12px', borderRadius: '50%', background: '#f2b705', boxShadow: '0 0 0 3px #fdf1c7' },
  green: { width: '12px', height: '12px', borderRadius: '50%', background: '#1f9d4c', boxShadow: '0 0 0 3px #d6f2e0' },
});
