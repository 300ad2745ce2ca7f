/** SRM's own styles: the system choice, the score gauge and the lights. The shared look is in src/review. */
import { style, styleVariants } from '@vanilla-extract/css';
import { loginPage as loginFrame } from '../../src/review/review.css';
import { vars } from '../../src/ui';
import { palette } from '../../src/ui/styles/palette.css';

export const loginPage = style([
  loginFrame,
  {
    background: `linear-gradient(180deg, ${vars.color.brandDeep} 0, ${vars.color.brand} 240px, ${vars.color.page} 240px)`,
  },
]);

export const systems = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
  marginTop: vars.space.md,
});
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
export const systemMarkAlt = style([systemMark, { background: palette.qms }]);
export const systemName = style({ fontSize: '16px', fontWeight: 700, display: 'block' });
export const systemDesc = style({ fontSize: '13px', color: vars.color.muted, display: 'block', marginTop: '2px' });

/** Gauge: the 0-100 scale split into the four bands, with a marker at the score. */
export const gauge = style({ display: 'flex', flexDirection: 'column', gap: '6px' });
export const gaugeHead = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, flexWrap: 'wrap' });
export const gaugeScore = style({ fontSize: '32px', fontWeight: 800, lineHeight: 1 });
export const gaugeBand = style({ fontSize: '15px', fontWeight: 700 });
export const gaugeTrack = style({
  position: 'relative',
  display: 'flex',
  height: '12px',
  borderRadius: vars.radius.pill,
  overflow: 'visible',
});
export const gaugeSegment = styleVariants({
  D: { flex: '65 0 0', background: palette.gaugeD, borderRadius: '999px 0 0 999px' },
  C: { flex: '15 0 0', background: palette.gaugeC },
  B: { flex: '10 0 0', background: palette.gaugeB },
  A: { flex: '10 0 0', background: palette.gaugeA, borderRadius: '0 999px 999px 0' },
});
export const gaugeMarker = style({
  position: 'absolute',
  top: '-5px',
  width: '4px',
  height: '22px',
  marginLeft: '-2px',
  borderRadius: '2px',
  background: vars.color.text,
  boxShadow: `0 0 0 2px ${vars.color.card}`,
});
export const gaugeScale = style({ position: 'relative', height: '16px', fontSize: '11px', color: vars.color.muted });
export const gaugeTick = style({ position: 'absolute', transform: 'translateX(-50%)' });
export const miniGauge = style({ display: 'inline-flex', alignItems: 'center', gap: '6px', fontWeight: 600 });
export const miniTrack = style({
  width: '56px',
  height: '6px',
  borderRadius: vars.radius.pill,
  background: vars.color.line,
  overflow: 'hidden',
  display: 'inline-block',
});
export const miniFill = style({ display: 'block', height: '100%' });
// Band letters as text: each at least 4.5:1 on white and on the page grey.
export const bandColor = styleVariants({
  A: { color: palette.bandA },
  B: { color: palette.bandB },
  C: { color: palette.bandC },
  D: { color: palette.bandD },
});
export const bandFill = styleVariants({
  A: { background: palette.bandFillA },
  B: { background: palette.bandFillB },
  C: { background: palette.bandFillC },
  D: { background: palette.bandFillD },
});

export const light = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  fontSize: '13px',
  fontWeight: 600,
});
export const lightDot = styleVariants({
  red: {
    width: '12px',
    height: '12px',
    borderRadius: '50%',
    background: palette.lightRed,
    boxShadow: `0 0 0 3px ${palette.lightRedHalo}`,
  },
  yellow: {
    width: '12px',
    height: '12px',
    borderRadius: '50%',
    background: palette.lightYellow,
    boxShadow: `0 0 0 3px ${palette.lightYellowHalo}`,
  },
  green: {
    width: '12px',
    height: '12px',
    borderRadius: '50%',
    background: palette.lightGreen,
    boxShadow: `0 0 0 3px ${palette.lightGreenHalo}`,
  },
});
