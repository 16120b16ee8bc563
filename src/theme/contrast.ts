import { decomposeColor } from '@mui/material/styles';

/** WCAG 2.1 minimum contrast: 4.5:1 for text, 3:1 for large text and for focus indicators (1.4.3, 1.4.11). */
export const TEXT_CONTRAST = 4.5;
export const NON_TEXT_CONTRAST = 3;

/** An opaque colour as it shows on `background` (a translucent colour is composited over it, as browsers do). */
export function composite(color: string, background: string): string {
  const [r, g, b, opacity = 1] = decomposeColor(color).values;
  const [underR, underG, underB] = decomposeColor(background).values;
  const mix = (over: number, under: number) => Math.round(over * opacity + under * (1 - opacity));
  return `rgb(${mix(r, underR)}, ${mix(g, underG)}, ${mix(b, underB)})`;
}

// WCAG relative luminance, unrounded (MUI's getLuminance rounds to 3 digits, too coarse near 4.5:1).
function luminance(color: string): number {
  const linear = (value: number) => {
    const channel = value / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = decomposeColor(color).values;
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of `foreground` shown on the opaque `background` (1 to 21). */
export function contrastRatio(foreground: string, background: string): number {
  const [a, b] = [luminance(composite(foreground, background)), luminance(background)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
