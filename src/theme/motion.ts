import type { CSSObject } from '@mui/material/styles';

/**
 * For people who ask their system for less motion (WCAG 2.3.3): transitions and animations end at
 * once, and endless ones (skeleton pulses, spinners) stop, instead of moving on every frame.
 * Transitions take no time at all rather than a sliver: with `transition-property: all` (the
 * default) a sliver would animate every property of every element, `visibility` included, and a
 * drawer still hidden at the transition's first instant refuses the focus its focus trap gives it.
 */
export const REDUCED_MOTION: CSSObject = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0s !important',
      scrollBehavior: 'auto !important',
    },
  },
};
