// A lead a marketplace posts back (docs/marketplaces.md "Leads"): the body's layout, checked with
// zod so every refusal names its field; the states a lead moves through are in lead-states.ts.

import { z } from 'zod';

export const LEAD_LIMITS = {
  customerName: 120,
  customerEmail: 254,
  customerPhone: 40,
  message: 4000,
  listingUrl: 2048,
  stockNumber: 64,
  /** A lead's own time may be this far ahead of the server's clock (clocks drift)… */
  futureSkewMs: 5 * 60 * 1000,
  /** …and this far back (a marketplace replaying a day's leads after an outage is fine, a year is not). */
  maxAgeMs: 30 * 24 * 60 * 60 * 1000,
} as const;

// Printable text: no control characters but line breaks and tabs in the message.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
const CONTROL_OR_BREAK = /[\u0000-\u001F\u007F]/;

const line = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} is at most ${max} characters.`)
    .refine((value) => !CONTROL_OR_BREAK.test(value), `${label} must be one line of text without control characters.`);

const ZCustomer = z
  .object(
    {
      name: line('customer.name', LEAD_LIMITS.customerName).pipe(z.string().min(1, 'customer.name is required.')),
      email: line('customer.email', LEAD_LIMITS.customerEmail)
        .refine(
          (value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
          'customer.email is not an e-mail address.',
        )
        .nullish(),
      phone: line('customer.phone', LEAD_LIMITS.customerPhone)
        .refine((value) => value === '' || /\d{3}/.test(value), 'customer.phone needs its digits.')
        .nullish(),
    },
    { error: 'customer must be an object with name and an email or phone.' },
  )
  .refine((customer) => Boolean(customer.email || customer.phone), {
    path: ['email'],
    message: 'customer.email or customer.phone is required: the store needs a way to answer.',
  });

export const ZMarketplaceLead = z
  .object(
    {
      vin: line('vin', 17)
        .transform((value) => value.toUpperCase())
        .refine((value) => /^[A-HJ-NPR-Z0-9]{17}$/.test(value), 'vin must be 17 characters of the VIN alphabet.')
        .nullish(),
      stockNumber: line('stockNumber', LEAD_LIMITS.stockNumber)
        .pipe(z.string().min(1, 'stockNumber must not be empty.'))
        .nullish(),
      customer: ZCustomer,
      message: z
        .string({ error: 'message must be text.' })
        .trim()
        .min(1, "message is required (the customer's question, or the marketplace's default text).")
        .max(LEAD_LIMITS.message, `message is at most ${LEAD_LIMITS.message} characters.`)
        .refine((value) => !CONTROL.test(value), 'message holds control characters.'),
      listingUrl: z
        .string({ error: 'listingUrl must be text.' })
        .max(LEAD_LIMITS.listingUrl, `listingUrl is at most ${LEAD_LIMITS.listingUrl} characters.`)
        .refine(
          (value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value),
          'listingUrl must be an http:// or https:// URL.',
        )
        .nullish(),
      receivedAt: z.iso
        .datetime({ offset: true, error: 'receivedAt must be an ISO 8601 date and time, e.g. 2026-11-02T15:04:05Z.' })
        .nullish(),
    },
    { error: 'The body must be a JSON object (docs/marketplaces.md "Leads").' },
  )
  .refine((lead) => Boolean(lead.vin || lead.stockNumber), {
    path: ['vin'],
    message: 'vin or stockNumber is required: it names the vehicle the lead is about.',
  });

export type TMarketplaceLead = z.infer<typeof ZMarketplaceLead>;

export type LeadCheck =
  { ok: true; lead: TMarketplaceLead; receivedAt: Date } | { ok: false; issues: { path: string; message: string }[] };

/** Checks a parsed JSON body against the layout and the time window; each issue names its field. */
export function checkMarketplaceLead(body: unknown, now = new Date()): LeadCheck {
  const parsed = ZMarketplaceLead.safeParse(body);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.') || '(body)', message: issue.message })),
    };
  }
  const receivedAt = parsed.data.receivedAt ? new Date(parsed.data.receivedAt) : now;
  if (receivedAt.getTime() > now.getTime() + LEAD_LIMITS.futureSkewMs) {
    return {
      ok: false,
      issues: [
        {
          path: 'receivedAt',
          message: 'receivedAt is in the future; send the time the marketplace received the lead.',
        },
      ],
    };
  }
  if (receivedAt.getTime() < now.getTime() - LEAD_LIMITS.maxAgeMs) {
    return {
      ok: false,
      issues: [
        { path: 'receivedAt', message: 'receivedAt is more than 30 days ago; such a lead is past following up.' },
      ],
    };
  }
  return { ok: true, lead: parsed.data, receivedAt };
}
