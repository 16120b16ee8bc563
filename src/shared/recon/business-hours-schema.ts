// The check of a workflow's business hours (business-hours.ts) as the server applies it to an edit.

import { z } from 'zod';
import type { BusinessHours } from './business-hours';

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

export const ZBusinessHours: z.ZodType<BusinessHours> = z
  .object({
    /** IANA time zone the hours are read in, e.g. America/Chicago. */
    timeZone: z.string().refine(isTimeZone, 'must be an IANA time zone such as America/Chicago'),
    /** Open days, 0 = Sunday … 6 = Saturday. */
    weekdays: z.array(z.number().int().min(0).max(6)).min(1).max(7),
    /** Opening and closing, in minutes after local midnight. */
    startMinute: z.number().int().min(0).max(1439),
    endMinute: z.number().int().min(1).max(1440),
  })
  .refine((hours) => hours.startMinute < hours.endMinute, 'the opening must come before the closing');
