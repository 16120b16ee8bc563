import { z } from 'zod';
import type { AppErrorIssue } from '../errors';

/**
 * The body of POST /api/analytics: one analytics event (SPEC.md section 3) or
 * `{ "events": [ … ] }`. Every string and object is bounded, and everything that reaches the
 * queue is storable as it is, so one bad event cannot hold up the writes behind it.
 */
export const ANALYTICS_LIMITS = {
  bodyBytes: 64 * 1024,
  eventsPerRequest: 50,
  idChars: 128,
  eventChars: 200,
  componentChars: 200,
  urlChars: 2_048,
  /** Serialized JSON of `payload` and of `custom`, in characters. */
  payloadChars: 8 * 1_024,
  customChars: 4 * 1_024,
  /** Objects and arrays nested inside `payload` or `custom`. */
  jsonDepth: 10,
} as const;

const EARLIEST = new Date('1970-01-01T00:00:00.000Z');
const LATEST = new Date('9999-12-31T23:59:59.999Z');

// PostgreSQL stores neither NUL characters nor unpaired UTF-16 surrogates (in text or jsonb).
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE_MESSAGE = 'must not contain NUL characters or unpaired surrogates';
const isStorable = (text: string) => !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);

const text = (maxChars: number) => z.string().max(maxChars).refine(isStorable, UNSTORABLE_MESSAGE);
const requiredText = (maxChars: number) => text(maxChars).min(1, 'must not be empty');

type JsonProblem = { path: (string | number)[]; message: string };

/** The first thing in a parsed JSON value that PostgreSQL would refuse or that is nested too deeply. */
function jsonProblem(value: unknown, depth: number, path: (string | number)[]): JsonProblem | undefined {
  if (typeof value === 'string') return isStorable(value) ? undefined : { path, message: UNSTORABLE_MESSAGE };
  if (value === null || typeof value !== 'object') return undefined;
  if (depth > ANALYTICS_LIMITS.jsonDepth) {
    return { path, message: `must not nest objects or arrays more than ${ANALYTICS_LIMITS.jsonDepth} levels deep` };
  }
  const isArray = Array.isArray(value);
  for (const [key, child] of Object.entries(value)) {
    const childPath = [...path, isArray ? Number(key) : key];
    if (!isArray && !isStorable(key)) return { path: childPath, message: `key ${UNSTORABLE_MESSAGE}` };
    const problem = jsonProblem(child, depth + 1, childPath);
    if (problem) return problem;
  }
  return undefined;
}

function checkJsonObject(maxChars: number) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (JSON.stringify(value).length > maxChars) {
      ctx.addIssue({ code: 'custom', message: `must be at most ${maxChars} characters as JSON` });
      return;
    }
    const problem = jsonProblem(value, 1, []);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path });
  };
}

const ZJsonObject = z.record(z.string(), z.unknown());

/** The event's own fields plus what the client reports about the device (all optional here). */
const ZPayload = z
  .looseObject({
    user_agent: text(2_048).optional(),
    platform: text(200).optional(),
    device_type: z.enum(['mobile', 'desktop']).optional(),
    browser: text(200).optional(),
    browser_version: text(200).optional(),
    os: text(200).optional(),
    os_version: text(200).optional(),
  })
  .superRefine(checkJsonObject(ANALYTICS_LIMITS.payloadChars));

const DATE_TIME_MESSAGE = 'must be an ISO 8601 date-time with a time zone (2024-05-01T12:00:00Z) or epoch milliseconds';

const ZEventTime = z
  .union([z.iso.datetime({ offset: true, error: DATE_TIME_MESSAGE }), z.number()], { error: DATE_TIME_MESSAGE })
  .transform((value) => new Date(value))
  .pipe(
    z
      .date({ error: DATE_TIME_MESSAGE })
      .min(EARLIEST, { error: 'must not be before 1970-01-01' })
      .max(LATEST, { error: 'must not be after 9999-12-31' }),
  );

export const ZAnalyticsEvent = z.object({
  /**
   * The event's own id, a UUID the client makes once and sends again with every retry: the event
   * is stored once. Older clients send none; the server then gives the event one.
   */
  event_id: z.uuid({ error: 'must be a UUID (crypto.randomUUID())' }).optional(),
  anonymous_id: requiredText(ANALYTICS_LIMITS.idChars),
  session_id: requiredText(ANALYTICS_LIMITS.idChars),
  component: text(ANALYTICS_LIMITS.componentChars).default(''),
  /** 'page' for a page view, otherwise the tracked event's name. */
  event: requiredText(ANALYTICS_LIMITS.eventChars),
  url: requiredText(ANALYTICS_LIMITS.urlChars),
  payload: ZPayload.default({}),
  custom: ZJsonObject.superRefine(checkJsonObject(ANALYTICS_LIMITS.customChars)).default({}),
  /** The event's time; the time it was received when absent. */
  created_at: ZEventTime.optional(),
});
export type TAnalyticsEvent = z.infer<typeof ZAnalyticsEvent>;

const ZAnalyticsBatch = z.object({
  events: z
    .array(ZAnalyticsEvent)
    .min(1, 'must hold at least one event')
    .max(ANALYTICS_LIMITS.eventsPerRequest, `must hold at most ${ANALYTICS_LIMITS.eventsPerRequest} events`),
});

export type ParsedAnalyticsBody =
  { ok: true; events: TAnalyticsEvent[] } | { ok: false; message: string; issues?: AppErrorIssue[] };

const MAX_ISSUES = 20;
const SHAPE = 'Send one analytics event, or { "events": [ … ] } with 1 to 50 of them, as a JSON object.';

/** Parses and validates the raw body (JSON sent as application/json or, by sendBeacon, as text/plain). */
export function parseAnalyticsBody(body: string | undefined): ParsedAnalyticsBody {
  if (body === undefined || body.trim() === '') return { ok: false, message: `The body is empty. ${SHAPE}` };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    return { ok: false, message: `The body is not valid JSON: ${(error as Error).message}` };
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    return { ok: false, message: `The body is JSON but not an object. ${SHAPE}` };
  }
  const isBatch = Object.hasOwn(json, 'events');
  const parsed = isBatch ? ZAnalyticsBatch.safeParse(json) : ZAnalyticsEvent.safeParse(json);
  if (parsed.success) return { ok: true, events: 'events' in parsed.data ? parsed.data.events : [parsed.data] };
  const issues = parsed.error.issues.slice(0, MAX_ISSUES).map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const [first] = issues;
  const more = parsed.error.issues.length > 1 ? ` (and ${parsed.error.issues.length - 1} more)` : '';
  return {
    ok: false,
    message: `Invalid analytics ${isBatch ? 'events' : 'event'}: ${first?.path || 'body'}: ${first?.message ?? 'invalid'}${more}.`,
    issues,
  };
}
