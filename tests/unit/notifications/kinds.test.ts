import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_GATHER_MS,
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_KINDS,
  notificationDescriptionKey,
  notificationLabelKey,
  preferencesOf,
  ZNotificationPreferences,
} from '../../../src/shared/notifications';

const en = JSON.parse(readFileSync(new URL('../../../public/locales/en.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;

describe('notification kinds', () => {
  it('every kind has a default for each channel and its label and description in English', () => {
    for (const kind of NOTIFICATION_KINDS) {
      expect(Object.keys(NOTIFICATION_DEFAULTS[kind]).sort(), kind).toEqual(['email', 'inApp', 'shell']);
      expect(en[notificationLabelKey(kind)], kind).toBeTruthy();
      expect(en[notificationDescriptionKey(kind)], kind).toBeTruthy();
    }
  });

  it('fills every kind a person never chose with its default, keeping what they chose', () => {
    const chosen = { kind: 'vehicle_lead' as const, inApp: false, email: false, shell: true };
    const all = preferencesOf([chosen]);
    expect(all.map((row) => row.kind)).toEqual([...NOTIFICATION_KINDS]);
    expect(all.find((row) => row.kind === 'vehicle_lead')).toEqual(chosen);
    expect(all.find((row) => row.kind === 'repair_order_waiting')).toEqual({
      kind: 'repair_order_waiting',
      ...NOTIFICATION_DEFAULTS.repair_order_waiting,
    });
  });

  it.each([
    ['an unknown kind', [{ kind: 'nope', inApp: true, email: true, shell: true }], false],
    [
      'a kind twice',
      [
        { kind: 'vehicle_lead', inApp: true, email: true, shell: true },
        { kind: 'vehicle_lead', inApp: false, email: true, shell: true },
      ],
      false,
    ],
    ['a missing switch', [{ kind: 'vehicle_lead', inApp: true, email: true }], false],
    ['one kind', [{ kind: 'vehicle_lead', inApp: true, email: false, shell: false }], true],
    ['nothing', [], true],
  ])('checks an update: %s', (_name, input, ok) => {
    expect(ZNotificationPreferences.safeParse(input).success).toBe(ok);
  });

  it('names the unknown kind in the refusal', () => {
    const parsed = ZNotificationPreferences.safeParse([{ kind: 'nope', inApp: true, email: true, shell: true }]);
    expect(parsed.error?.issues[0]?.message).toBe('Unknown notification kind: nope.');
  });

  it('gathers e-mail over 15 minutes', () => {
    expect(EMAIL_GATHER_MS).toBe(15 * 60_000);
  });
});
