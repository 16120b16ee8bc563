import { describe, expect, it } from 'vitest';
import {
  applyDealerInsightsThemeColor,
  applyLayoutCorrections,
  applyPageSettings,
  applyPartnerThemeColor,
  forceDefaultThemeColor,
  IGNORED_STORED_KEYS,
  loadSettings,
  parseStoredSettings,
  RESET_ON_LOAD_KEYS,
  resetIgnoredSettings,
  type LoadSettingsInput,
} from '../../../src/shared/settings/load';
import { DEFAULT_SETTINGS, type Settings } from '../../../src/shared/settings/types';

const plainHost = { hostname: 'app.lotwise.test', pathname: '/dashboard' };

function load(input: Partial<LoadSettingsInput> & { stored?: string | null }): Settings {
  return loadSettings({ ...plainHost, stored: null, ...input });
}

const stored = (value: unknown) => JSON.stringify(value);

describe('step 1: reading the stored settings', () => {
  it('uses the defaults when nothing is stored', () => {
    expect(parseStoredSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(load({})).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps valid stored values of the keys that are not ignored', () => {
    const settings = load({
      stored: stored({
        mode: 'dark',
        skin: 'bordered',
        direction: 'rtl',
        appBarBlur: false,
        navCollapsed: true,
        contentWidth: 'full',
        verticalNavToggleType: 'collapse',
      }),
    });
    expect(settings).toEqual({
      ...DEFAULT_SETTINGS,
      mode: 'dark',
      skin: 'bordered',
      direction: 'rtl',
      appBarBlur: false,
      navCollapsed: true,
      contentWidth: 'full',
      verticalNavToggleType: 'collapse',
    });
  });

  it.each(['{not json', '', 'null', '42', '"dark"', '[1,2]', 'true'])('falls back to the defaults on %j', (raw) => {
    expect(parseStoredSettings(raw)).toEqual(DEFAULT_SETTINGS);
    expect(load({ stored: raw })).toEqual(DEFAULT_SETTINGS);
  });

  it('drops wrong-typed values field by field and keeps the valid ones', () => {
    const settings = parseStoredSettings(
      stored({
        mode: 'dim',
        skin: 7,
        direction: 'rtl',
        appBarBlur: 'false',
        navCollapsed: 1,
        contentWidth: null,
        verticalNavToggleType: 'collapse',
        themeColor: { main: '#000' },
        layout: ['horizontal'],
      }),
    );
    expect(settings).toEqual({ ...DEFAULT_SETTINGS, direction: 'rtl', verticalNavToggleType: 'collapse' });
  });

  it('drops unknown keys', () => {
    const settings = parseStoredSettings(stored({ mode: 'dark', routingLoader: false, extra: 'x' }));
    expect(settings).toEqual({ ...DEFAULT_SETTINGS, mode: 'dark' });
    expect(settings).not.toHaveProperty('extra');
    expect(settings).not.toHaveProperty('routingLoader');
  });

  it('reads every field, the ignored ones included, before step 2 resets them', () => {
    const settings = parseStoredSettings(
      stored({
        layout: 'horizontal',
        lastLayout: 'horizontal',
        footer: 'hidden',
        appBar: 'hidden',
        themeColor: 'info',
      }),
    );
    expect(settings).toMatchObject({
      layout: 'horizontal',
      lastLayout: 'horizontal',
      footer: 'hidden',
      appBar: 'hidden',
      themeColor: 'info',
    });
  });
});

describe('step 2: ignored stored keys', () => {
  it('names exactly the six keys of the spec', () => {
    expect([...IGNORED_STORED_KEYS].sort()).toEqual(
      ['appBar', 'footer', 'lastLayout', 'layout', 'navHidden', 'toastPosition'].sort(),
    );
  });

  it.each([
    ['appBar', 'hidden', 'fixed'],
    ['footer', 'sticky', 'static'],
    ['layout', 'horizontal', 'vertical'],
    ['navHidden', true, false],
    ['toastPosition', 'bottom-left', 'top-right'],
  ] as const)('ignores a stored %s', (key, storedValue, expected) => {
    const settings = load({ stored: stored({ [key]: storedValue, mode: 'dark' }) });
    expect(settings[key]).toBe(expected);
    // the rest of the stored object still counts
    expect(settings.mode).toBe('dark');
  });

  it('ignores a stored lastLayout', () => {
    const settings = load({ stored: stored({ lastLayout: 'horizontal', mode: 'dark' }) });
    expect(settings).not.toHaveProperty('lastLayout');
    expect(settings.mode).toBe('dark');
  });

  it('resetIgnoredSettings leaves the other fields alone', () => {
    const before: Settings = {
      ...DEFAULT_SETTINGS,
      appBar: 'hidden',
      footer: 'hidden',
      layout: 'horizontal',
      lastLayout: 'horizontal',
      navHidden: true,
      toastPosition: 'bottom-center',
      skin: 'bordered',
      mode: 'dark',
    };
    expect(resetIgnoredSettings(before)).toEqual({ ...DEFAULT_SETTINGS, skin: 'bordered', mode: 'dark' });
  });
});

describe('step 3: forced theme colour', () => {
  it.each(['primary', 'error', 'northwind', 'summit'])('replaces a stored %s with success', (themeColor) => {
    expect(load({ stored: stored({ themeColor }) }).themeColor).toBe('success');
  });

  it('forceDefaultThemeColor sets success', () => {
    expect(forceDefaultThemeColor({ ...DEFAULT_SETTINGS, themeColor: 'warning' }).themeColor).toBe('success');
  });
});

describe('step 4: partner theme colour for agents and white-label hosts', () => {
  it('gives every agent the northwind colour', () => {
    expect(load({ userType: 'agent' }).themeColor).toBe('northwind');
  });

  it.each(['admin', 'user', undefined] as const)('leaves a %s user on success', (userType) => {
    expect(load({ userType }).themeColor).toBe('success');
  });

  it('gives a northwind white-label host the northwind colour', () => {
    expect(load({ userType: 'user', hostname: 'dealers.northwind.example' }).themeColor).toBe('northwind');
    expect(load({ hostname: 'NorthWind-cars.example' }).themeColor).toBe('northwind');
  });

  it('gives another partner host that partner colour, but agents keep northwind', () => {
    expect(applyPartnerThemeColor(DEFAULT_SETTINGS, { hostname: 'summit.example' }).themeColor).toBe('summit');
    expect(applyPartnerThemeColor(DEFAULT_SETTINGS, { userType: 'agent', hostname: 'summit.example' }).themeColor).toBe(
      'northwind',
    );
  });

  it('returns the settings untouched otherwise', () => {
    const settings = { ...DEFAULT_SETTINGS };
    expect(applyPartnerThemeColor(settings, { userType: 'user', hostname: 'localhost' })).toBe(settings);
  });
});

describe('step 5: dealer insights page', () => {
  it('uses the summit colour on any path containing summit-dealer-insights', () => {
    expect(load({ pathname: '/summit-dealer-insights' }).themeColor).toBe('summit');
    expect(load({ pathname: '/reports/summit-dealer-insights/42' }).themeColor).toBe('summit');
  });

  it('beats the agent and white-label colour', () => {
    expect(load({ userType: 'agent', pathname: '/summit-dealer-insights' }).themeColor).toBe('summit');
    expect(load({ hostname: 'northwind.example', pathname: '/summit-dealer-insights' }).themeColor).toBe('summit');
  });

  it('does nothing on other paths', () => {
    expect(load({ pathname: '/summit' }).themeColor).toBe('success');
    expect(load({ pathname: '/dealer-insights' }).themeColor).toBe('success');
    const settings = { ...DEFAULT_SETTINGS };
    expect(applyDealerInsightsThemeColor(settings, '/inventory')).toBe(settings);
  });
});

describe('step 6: page settings', () => {
  it('override every earlier step', () => {
    const settings = load({
      stored: stored({ mode: 'dark', layout: 'horizontal', toastPosition: 'bottom-left' }),
      userType: 'agent',
      hostname: 'northwind.example',
      pathname: '/summit-dealer-insights',
      pageSettings: {
        themeColor: 'info',
        mode: 'light',
        layout: 'horizontal',
        toastPosition: 'bottom-center',
        footer: 'hidden',
      },
    });
    expect(settings).toEqual({
      ...DEFAULT_SETTINGS,
      themeColor: 'info',
      mode: 'light',
      layout: 'horizontal',
      toastPosition: 'bottom-center',
      footer: 'hidden',
    });
  });

  it('skip keys given as undefined', () => {
    const settings = applyPageSettings({ ...DEFAULT_SETTINGS, mode: 'dark' }, { mode: undefined, skin: 'bordered' });
    expect(settings).toEqual({ ...DEFAULT_SETTINGS, mode: 'dark', skin: 'bordered' });
  });
});

describe('layout corrections', () => {
  it('switch a semi-dark skin to default in a horizontal layout', () => {
    expect(applyLayoutCorrections({ ...DEFAULT_SETTINGS, layout: 'horizontal', skin: 'semi-dark' }).skin).toBe(
      'default',
    );
  });

  it('switch a hidden app bar to fixed in a horizontal layout', () => {
    expect(applyLayoutCorrections({ ...DEFAULT_SETTINGS, layout: 'horizontal', appBar: 'hidden' }).appBar).toBe(
      'fixed',
    );
  });

  it('apply both at once', () => {
    const corrected = applyLayoutCorrections({
      ...DEFAULT_SETTINGS,
      layout: 'horizontal',
      skin: 'semi-dark',
      appBar: 'hidden',
    });
    expect(corrected).toEqual({ ...DEFAULT_SETTINGS, layout: 'horizontal', skin: 'default', appBar: 'fixed' });
  });

  it('leave a vertical layout and a bordered skin alone', () => {
    const vertical: Settings = { ...DEFAULT_SETTINGS, skin: 'semi-dark', appBar: 'hidden' };
    expect(applyLayoutCorrections(vertical)).toBe(vertical);
    const bordered: Settings = { ...DEFAULT_SETTINGS, layout: 'horizontal', skin: 'bordered' };
    expect(applyLayoutCorrections(bordered)).toBe(bordered);
  });

  it('run after the page settings on load', () => {
    const settings = load({
      stored: stored({ skin: 'semi-dark' }),
      pageSettings: { layout: 'horizontal', appBar: 'hidden' },
    });
    expect(settings).toMatchObject({ layout: 'horizontal', skin: 'default', appBar: 'fixed' });
  });

  it('keep a semi-dark skin in the (default) vertical layout on load', () => {
    expect(load({ stored: stored({ skin: 'semi-dark' }) }).skin).toBe('semi-dark');
  });
});

describe('the settings that last until the next load (the customizer says which)', () => {
  // A value other than the default for every field, as a person could have saved it.
  const changed: Settings = {
    themeColor: 'error',
    mode: 'dark',
    skin: 'bordered',
    layout: 'horizontal',
    lastLayout: 'horizontal',
    direction: 'rtl',
    footer: 'hidden',
    navHidden: true,
    appBarBlur: false,
    navCollapsed: true,
    contentWidth: 'full',
    toastPosition: 'bottom-left',
    verticalNavToggleType: 'collapse',
    appBar: 'hidden',
  };

  it('names exactly the fields a load puts back', () => {
    const loaded = load({ stored: JSON.stringify(changed) });
    const putBack = (Object.keys(changed) as (keyof Settings)[]).filter((key) => loaded[key] !== changed[key]);
    expect(putBack.sort()).toEqual([...RESET_ON_LOAD_KEYS].sort());
  });
});
