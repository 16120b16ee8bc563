// A shopper's "Check availability" on a shared sales packet (docs/sales-packet.md): the form's
// layout, checked with zod by the page (instant feedback) and by the server (what is stored).
// It becomes a lead on the vehicle, listed with the marketplaces' leads.

import { z } from 'zod';
import { LEAD_LIMITS } from '../marketplaces/lead';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
const CONTROL_OR_BREAK = /[\u0000-\u001F\u007F]/;

const line = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} is at most ${max} characters.`)
    .refine((value) => !CONTROL_OR_BREAK.test(value), `${label} must be one line of text.`);

/** Every field the shopper fills; the message starts with a default the page offers. */
export const ZPacketLead = z
  .object(
    {
      name: line('Your name', LEAD_LIMITS.customerName).pipe(z.string().min(1, 'Your name is required.')),
      email: line('E-mail', LEAD_LIMITS.customerEmail)
        .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), 'E-mail is not an e-mail address.')
        .default(''),
      phone: line('Phone', LEAD_LIMITS.customerPhone)
        .refine(
          (value) => value === '' || (value.match(/\d/g)?.length ?? 0) >= 7,
          'Phone needs its digits (at least 7).',
        )
        .default(''),
      message: z
        .string({ error: 'Message must be text.' })
        .trim()
        .min(1, 'Message is required.')
        .max(LEAD_LIMITS.message, `Message is at most ${LEAD_LIMITS.message} characters.`)
        .refine((value) => !CONTROL.test(value), 'Message holds control characters.'),
    },
    { error: 'Send the form as a JSON object.' },
  )
  .refine((lead) => Boolean(lead.email || lead.phone), {
    path: ['email'],
    message: 'Give an e-mail or a phone number, so the dealership can answer.',
  });

export type TPacketLead = z.infer<typeof ZPacketLead>;

export type PacketLeadIssue = { path: string; message: string };

/** Checks a form body; each issue names its field (`name`, `email`, `phone`, `message`). */
export function checkPacketLead(
  body: unknown,
): { ok: true; lead: TPacketLead } | { ok: false; issues: PacketLeadIssue[] } {
  const parsed = ZPacketLead.safeParse(body);
  if (parsed.success) return { ok: true, lead: parsed.data };
  return {
    ok: false,
    issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.') || '(body)', message: issue.message })),
  };
}

/** The window over which one address's leads are counted (SALES_PACKET_LEAD_RATE_LIMIT of them, every packet together; default 5). */
export const PACKET_LEAD_WINDOW_SECONDS = 10 * 60;
/** A lead form's body is small; anything over this is refused (413). */
export const PACKET_LEAD_BODY_LIMIT_BYTES = 16 * 1024;
