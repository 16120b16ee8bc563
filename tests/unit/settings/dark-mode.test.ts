import { describe, expect, it } from 'vitest';
import { applyDarkModeGate } from '../../../src/shared/settings/dark-mode';
import { DEFAULT_SETTINGS, type Settings } from '../../../src/shared/settings/types';

const dark: Settings = { ...DEFAULT_SETTINGS, mode: 'dark' };

describe('dark-mode gating', () => {
  it('forces light and asks for a save when loading is finished and the flag is off', () => {
    const result = applyDarkModeGate(dark, { loading: false, darkModeEnabled: false });
    expect(result.changed).toBe(true);
    expect(result.settings).toEqual({ ...dark, mode: 'light' });
    expect(dark.mode).toBe('dark'); // input untouched
  });

  it('keeps dark while the flag is still loading', () => {
    expect(applyDarkModeGate(dark, { loading: true, darkModeEnabled: false })).toEqual({
      settings: dark,
      changed: false,
    });
  });

  it('keeps dark when the flag is on', () => {
    expect(applyDarkModeGate(dark, { loading: false, darkModeEnabled: true })).toEqual({
      settings: dark,
      changed: false,
    });
    expect(applyDarkModeGate(dark, { loading: true, darkModeEnabled: true })).toEqual({
      settings: dark,
      changed: false,
    });
  });

  it('has nothing to save when mode is already light', () => {
    const light: Settings = { ...DEFAULT_SETTINGS };
    const result = applyDarkModeGate(light, { loading: false, darkModeEnabled: false });
    expect(result).toEqual({ settings: light, changed: false });
    expect(result.settings).toBe(light);
  });
});
