import { style } from '@vanilla-extract/css';

export const layer = style({
  position: 'absolute',
  inset: 0,
  pointerEvents: 'none',
  backgroundRepeat: 'repeat',
});
