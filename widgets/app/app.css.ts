import { style } from '@vanilla-extract/css';
import { vars } from '../../src/ui';

export const menuCard = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minHeight: '104px',
  padding: vars.space.lg,
  background: vars.color.card,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  selectors: { '&:hover': { boxShadow: vars.shadow.pop } },
});

export const menuMark = style({
  width: '36px',
  height: '36px',
  borderRadius: '10px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: 700,
  fontSize: '13px',
  color: vars.color.onBrand,
  background: vars.color.brand,
});

export const menuLabel = style({ fontWeight: 600, fontSize: '15px' });
export const menuDesc = style({ color: vars.color.muted, fontSize: '12px', lineHeight: 1.4 });
/**
 * The menu while last-known counts wait for this visit's answer (aria-busy): the counts are outlined, then filled
 * when the server's arrive, so they look refreshed rather than stale.
 */
export const refreshing = style({});

export const todo = style({
  position: 'absolute',
  top: vars.space.md,
  right: vars.space.md,
  minWidth: '22px',
  height: '22px',
  padding: '0 6px',
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: vars.color.onBrand,
  fontSize: '12px',
  fontWeight: 700,
  transition: 'background-color 0.2s, color 0.2s',
  // Refreshing: outlined instead of filled, still legible (contrast), clearly not yet this visit's count.
  selectors: {
    [`${refreshing}[aria-busy="true"] &`]: {
      background: vars.color.card,
      color: vars.color.danger,
      boxShadow: `inset 0 0 0 1.5px ${vars.color.danger}`,
    },
  },
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const cellGroup = style({
  background: vars.color.card,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  boxShadow: vars.shadow.card,
  marginTop: vars.space.md,
});
export const cell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: '52px',
  padding: `0 ${vars.space.lg}`,
  textAlign: 'left',
  color: vars.color.text,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.line}` } },
});
export const cellLabel = style({ flex: 1 });
export const cellValue = style({ color: vars.color.muted, fontSize: '14px' });
export const cellDanger = style({ color: vars.color.danger, justifyContent: 'center', fontWeight: 600 });
export const radio = style({ color: vars.color.brand, display: 'flex' });

export const profile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `calc(${vars.space.xl} + env(safe-area-inset-top, 0px)) ${vars.space.lg} ${vars.space.xl}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
});
export const avatar = style({
  width: '64px',
  height: '64px',
  borderRadius: '50%',
  background: vars.color.card,
  objectFit: 'cover',
  border: `2px solid ${vars.color.onBrandLine}`,
});
export const profileName = style({ fontSize: '20px', fontWeight: 700, margin: 0 });
export const profileSub = style({ opacity: 0.92, fontSize: '13px' });

export const noticeItem = style({
  display: 'block',
  padding: vars.space.lg,
  background: vars.color.card,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
});
export const noticeTitle = style({ fontWeight: 600, marginBottom: vars.space.xs });
export const noticeBody = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: 1.7,
  marginTop: vars.space.md,
});
export const unread = style({
  display: 'inline-block',
  width: '8px',
  height: '8px',
  borderRadius: '50%',
  background: vars.color.danger,
  marginRight: vars.space.sm,
});
export const updateNotes = style({ whiteSpace: 'pre-wrap', textAlign: 'left', marginTop: vars.space.sm });

export const hello = style({
  background: vars.color.brand,
  color: vars.color.onBrand,
  padding: `${vars.space.lg} ${vars.space.lg} 40px`,
  margin: `calc(-1 * ${vars.space.md}) calc(-1 * ${vars.space.md}) 0`,
});
export const helloName = style({ fontSize: '20px', fontWeight: 700, margin: 0 });
export const helloSub = style({ opacity: 0.9, fontSize: '13px' });

export const menuGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.md,
  marginTop: '-28px',
});

/** Home: the inbox card over the greeting, leading to everything waiting across areas. */
export const inboxCard = style({
  position: 'relative',
  marginTop: '-28px',
  background: vars.color.card,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const inboxLink = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  color: vars.color.text,
  flexWrap: 'wrap',
});
// Last visit's counts while this visit's are on their way (aria-busy): muted, then in full colour, as the menu's.
export const inboxTotal = style({
  fontWeight: 700,
  color: vars.color.danger,
  fontSize: '15px',
  transition: 'color 0.2s',
  selectors: { [`${inboxCard}[aria-busy="true"] &`]: { color: vars.color.muted } },
});
// One row that scrolls sideways, reserved before the counts arrive: its height never changes.
export const inboxAreas = style({
  display: 'flex',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  overflowX: 'auto',
  scrollbarWidth: 'none',
});
export const inboxArea = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brandDark,
  fontSize: '13px',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  flexShrink: 0,
  transition: 'background-color 0.2s',
  selectors: {
    [`${inboxCard}[aria-busy="true"] &`]: {
      background: 'transparent',
      boxShadow: `inset 0 0 0 1.5px ${vars.color.brandSoft}`,
    },
  },
});
export const menuGridBelow = style({ marginTop: vars.space.md });
