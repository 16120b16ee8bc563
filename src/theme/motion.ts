import type { CSSObject } from '@mui/material/styles';

/**
 * For people who ask their system for less motion (WCAG 2.3.3): transitions and animations end at
 * once, and endless ones (skeleton pulses, spinners) stop, instead of moving on every frame.
 */
export const REDUCED_MOTION: CSSObject = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
};
