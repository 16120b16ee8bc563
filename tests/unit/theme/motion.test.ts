import { describe, expect, it } from 'vitest';
import type { Theme } from '@mui/material/styles';
import { createLotwiseTheme } from '../../../src/theme/create-theme';

const baseline = (theme: Theme) => {
  const overrides = theme.components?.MuiCssBaseline?.styleOverrides;
  return (typeof overrides === 'function' ? overrides(theme) : overrides) as Record<string, unknown>;
};

describe('the page-wide styles', () => {
  it.each(['light', 'dark'] as const)(
    'stop motion for people who ask for less, and keep the link focus ring (%s)',
    (mode) => {
      const styles = baseline(createLotwiseTheme({ mode, themeColor: 'success', direction: 'ltr', skin: 'default' }));
      expect(styles['@media (prefers-reduced-motion: reduce)']).toEqual({
        '*, *::before, *::after': expect.objectContaining({
          animationIterationCount: '1 !important',
          transitionDuration: '0s !important',
        }),
      });
      expect(styles['a:focus-visible']).toMatchObject({ outline: expect.stringMatching(/^2px solid /) });
    },
  );
});
