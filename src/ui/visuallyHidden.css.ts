import { style } from '@vanilla-extract/css';

/** Read by screen readers, never drawn: the words behind a badge that shows only a number. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
