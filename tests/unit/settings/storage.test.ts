import { describe, expect, it } from 'vitest';
import { parseStoredSettings } from '../../../src/shared/settings/load';
import {
  parseThemePreference,
  serializeSettings,
  serializeThemePreference,
  toggleTheme,
} from '../../../src/shared/settings/storage';
import { DEFAULT_SETTINGS, type Settings } from '../../../src/shared/settings/types';

describe('settings storage', () => {
  it('serializes every key as JSON and reads back the same settings', () => {
    const settings: Settings = { ...DEFAULT_SETTINGS, mode: 'dark', skin: 'bordered', lastLayout: 'horizontal' };
    const raw = serializeSettings(settings);
    expect(JSON.parse(raw)).toEqual(settings);
    expect(Object.keys(JSON.parse(raw) as object).sort()).toEqual(Object.keys(settings).sort());
    expect(parseStoredSettings(raw)).toEqual(settings);
  });
});

describe('theme preference', () => {
  it('reads the stored theme', () => {
    expect(parseThemePreference('{"state":{"theme":"dark"},"version":0}')).toBe('dark');
    expect(parseThemePreference('{"state":{"theme":"light"},"version":0}')).toBe('light');
  });

  it.each([
    null,
    '',
    '{oops',
    'null',
    '"dark"',
    '{}',
    '{"state":null}',
    '{"state":"dark"}',
    '{"state":{"theme":"sepia"},"version":0}',
    '{"state":{"theme":true},"version":0}',
    '{"theme":"dark"}',
  ])('defaults to light on %j', (raw) => {
    expect(parseThemePreference(raw)).toBe('light');
  });

  it('serializes in the persisted-store format', () => {
    expect(serializeThemePreference('dark')).toBe('{"state":{"theme":"dark"},"version":0}');
    expect(serializeThemePreference('light')).toBe('{"state":{"theme":"light"},"version":0}');
  });

  it('round-trips', () => {
    for (const theme of ['light', 'dark'] as const) {
      expect(parseThemePreference(serializeThemePreference(theme))).toBe(theme);
    }
  });

  it('toggles between light and dark', () => {
    expect(toggleTheme('light')).toBe('dark');
    expect(toggleTheme('dark')).toBe('light');
  });
});
