import { and, desc, eq, sql } from 'drizzle-orm';
import { isIP } from 'node:net';
import { EVENT_TYPES, isEventType } from '../../../src/shared/events/catalogue';
import type { Database } from '../../db/client';
import { webhookEndpoints, type WebhookEndpointRow } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record';
import { EVENTS_CHANNEL } from '../events/record';
import { isUuid } from '../ids';
import { requireKey, seal } from '../secret-box';
import { newSecretToken } from '../secret-tokens';
import type { Viewer } from '../users/viewer';
import { isRefusedAddress } from './address';

/** Every webhook secret starts with this, so a leaked one is easy to recognise. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
const MAX_URL_LENGTH = 2000;
const MAX_ENDPOINTS = 20;

export type EndpointInput = { url: string; eventTypes: string[] };

/** A URL a webhook may be sent to: https (http too with `allowPrivate`), no credentials, no private IP literal. */
function checkUrl(raw: string, allowPrivate: boolean): string {
  const text = raw.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new AppError(
      'BAD_USER_INPUT',
      'The URL is not a URL: give the full address, e.g. https://example.com/hooks.',
    );
  }
  if (text.length > MAX_URL_LENGTH)
    throw new AppError('BAD_USER_INPUT', `A URL has at most ${MAX_URL_LENGTH} characters.`);
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    throw new AppError(
      'BAD_USER_INPUT',
      'A webhook URL starts with https://: deliveries are signed, and sent encrypted.',
    );
  if (url.username || url.password)
    throw new AppError('BAD_USER_INPUT', 'Leave credentials out of the URL: the signature proves the sender.');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!allowPrivate && (host === 'localhost' || (isIP(host) !== 0 && isRefusedAddress(host))))
    throw new AppError('BAD_USER_INPUT', 'A webhook cannot go to a loopback, private, link-local or metadata address.');
  return url.toString();
}

function checkEventTypes(types: string[]): string[] {
  const unique = [...new Set(types)];
  const unknown = unique.filter((type) => !isEventType(type));
  if (unique.length === 0 || unknown.length > 0)
    throw new AppError(
      'BAD_USER_INPUT',
      `Choose one or more event types of ${EVENT_TYPES.join(', ')}${unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''}.`,
    );
  return unique;
}

/** The organization's endpoint `id`, locked when asked; NOT_FOUND for another organization's or no id. */
export async function findOwnEndpoint(
  db: Database,
  organizationId: string,
  id: string,
  forUpdate = false,
): Promise<WebhookEndpointRow> {
  const notFound = new AppError('NOT_FOUND', 'No such webhook endpoint.');
  if (!isUuid(id)) throw notFound;
  const query = db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.organizationId, organizationId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound;
  return row;
}

/** Wakes the deliveries of the organization's endpoints in every process, once `tx` commits. */
export async function wakeDeliveries(tx: Database, organizationId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${organizationId})`);
}

export async function listEndpoints({ db, viewer }: { db: Database; viewer: Viewer }): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organizationId, viewer.organization.id))
    .orderBy(desc(webhookEndpoints.createdAt));
}

/**
 * Adds an endpoint following `eventTypes` from now on (its cursor starts at the newest event);
 * the signing secret is in the answer and nowhere else in the clear (sealed under SECRETS_KEY).
 */
export async function createEndpoint(options: {
  db: Database;
  viewer: Viewer;
  input: EndpointInput & { active?: boolean | null };
  secretsKey: Buffer | undefined;
  allowPrivate: boolean;
}): Promise<{ endpoint: WebhookEndpointRow; secret: string }> {
  const { db, viewer, input } = options;
  const url = checkUrl(input.url, options.allowPrivate);
  const eventTypes = checkEventTypes(input.eventTypes);
  const key = requireKey(options.secretsKey);
  const secret = `${WEBHOOK_SECRET_PREFIX}${newSecretToken()}`;
  const organizationId = viewer.organization.id;
  return db.transaction(async (tx) => {
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.organizationId, organizationId));
    if (count >= MAX_ENDPOINTS)
      throw new AppError(
        'CONFLICT',
        `An organization has at most ${MAX_ENDPOINTS} webhook endpoints: delete one first.`,
      );
    const [endpoint] = await tx
      .insert(webhookEndpoints)
      .values({
        organizationId,
        url,
        eventTypes,
        secretCipher: seal(key, secret),
        state: input.active === false ? 'paused' : 'active',
        cursor: sql`(select coalesce(max(id), 0) from organization_events where organization_id = ${organizationId})`,
        createdBy: viewer.user.id,
      })
      .returning();
    await recordAudit({
      db: tx,
      viewer,
      organizationId,
      action: 'webhook_endpoint.created',
      targetType: 'webhook_endpoint',
      targetId: endpoint!.id,
      after: { url, eventTypes },
    });
    return { endpoint: endpoint!, secret };
  });
}

/** Changes an endpoint's URL and event types (what is already queued is sent to the new URL). */
export async function updateEndpoint(options: {
  db: Database;
  viewer: Viewer;
  id: string;
  input: EndpointInput;
  allowPrivate: boolean;
}): Promise<WebhookEndpointRow> {
  const { db, viewer } = options;
  const url = checkUrl(options.input.url, options.allowPrivate);
  const eventTypes = checkEventTypes(options.input.eventTypes);
  return db.transaction(async (tx) => {
    const current = await findOwnEndpoint(tx, viewer.organization.id, options.id, true);
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({ url, eventTypes, updatedAt: new Date() })
      .where(eq(webhookEndpoints.id, current.id))
      .returning();
    return endpoint!;
  });
}

/** Pauses or resumes an endpoint; resuming clears a pause for failures and sends what waited, in order. */
export async function setEndpointActive(options: {
  db: Database;
  viewer: Viewer;
  id: string;
  active: boolean;
}): Promise<WebhookEndpointRow> {
  const { db, viewer, active } = options;
  return db.transaction(async (tx) => {
    const current = await findOwnEndpoint(tx, viewer.organization.id, options.id, true);
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({ state: active ? 'active' : 'paused', pausedReason: null, failingSince: null, updatedAt: new Date() })
      .where(eq(webhookEndpoints.id, current.id))
      .returning();
    if (active) await wakeDeliveries(tx, current.organizationId);
    return endpoint!;
  });
}

/** Deletes an endpoint with its delivery log. */
export async function deleteEndpoint(options: { db: Database; viewer: Viewer; id: string }): Promise<string> {
  const { db, viewer } = options;
  return db.transaction(async (tx) => {
    const current = await findOwnEndpoint(tx, viewer.organization.id, options.id, true);
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, current.id));
    await recordAudit({
      db: tx,
      viewer,
      organizationId: current.organizationId,
      action: 'webhook_endpoint.deleted',
      targetType: 'webhook_endpoint',
      targetId: current.id,
      before: { url: current.url, eventTypes: current.eventTypes },
    });
    return current.id;
  });
}
