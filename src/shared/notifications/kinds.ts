import { z } from 'zod';

/**
 * What a person is told of (docs/notifications.md): each kind, its label's and description's
 * i18n keys (public/locales), and where it goes until the person chooses otherwise. The server
 * creates notifications of these kinds only; the preferences screen lists them in this order.
 */
export const NOTIFICATION_KINDS = [
  'repair_order_waiting',
  'recon_stage_overdue',
  'vehicle_lead',
  'transport_moved',
  'share_link_viewed',
  'appraisal_waiting',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Where one kind goes: the bell, an e-mail (gathered), the native mobile shell. */
export type NotificationChannels = { inApp: boolean; email: boolean; shell: boolean };
export const NOTIFICATION_CHANNELS = [
  'inApp',
  'email',
  'shell',
] as const satisfies readonly (keyof NotificationChannels)[];

export const NOTIFICATION_DEFAULTS: Record<NotificationKind, NotificationChannels> = {
  repair_order_waiting: { inApp: true, email: true, shell: true },
  recon_stage_overdue: { inApp: true, email: false, shell: true },
  vehicle_lead: { inApp: true, email: true, shell: true },
  transport_moved: { inApp: true, email: false, shell: false },
  // The e-mail a salesperson had before notifications (at most one per link per day) stays on.
  share_link_viewed: { inApp: true, email: true, shell: false },
  appraisal_waiting: { inApp: true, email: false, shell: true },
};

export const notificationLabelKey = (kind: NotificationKind) => `notifications.kind.${kind}`;
export const notificationDescriptionKey = (kind: NotificationKind) => `notifications.kindDescription.${kind}`;

export const isNotificationKind = (value: string): value is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(value);

/**
 * E-mail gathering: nobody gets more than one e-mail of a kind per window; an e-mail goes out one
 * window after the first notification it holds, holding everything of that kind that arrived since.
 */
export const EMAIL_GATHER_MS = 15 * 60_000;

/** One kind's choice as the graph takes it. */
export const ZNotificationPreference = z.object({
  kind: z.enum(NOTIFICATION_KINDS, { error: (issue) => `Unknown notification kind: ${String(issue.input)}.` }),
  inApp: z.boolean(),
  email: z.boolean(),
  shell: z.boolean(),
});
export type TNotificationPreference = z.infer<typeof ZNotificationPreference>;

/** A whole update: each kind at most once. */
export const ZNotificationPreferences = z
  .array(ZNotificationPreference)
  .max(NOTIFICATION_KINDS.length)
  .refine((list) => new Set(list.map((item) => item.kind)).size === list.length, {
    message: 'Each notification kind may be given once.',
  });

/** Every kind's channels: the stored choice, else the kind's default. */
export function preferencesOf(stored: readonly TNotificationPreference[]): TNotificationPreference[] {
  const byKind = new Map(stored.map((row) => [row.kind, row]));
  return NOTIFICATION_KINDS.map((kind) => {
    const row = byKind.get(kind);
    return row ? { ...row } : { kind, ...NOTIFICATION_DEFAULTS[kind] };
  });
}

/** The shell message a notification becomes (README, "Native mobile shell"). */
export type ShellNotification = { id: string; kind: NotificationKind; title: string; body: string; url: string };
