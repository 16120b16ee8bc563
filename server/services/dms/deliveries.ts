import { and, desc, eq, sql } from 'drizzle-orm';
import { canDo } from '../../../src/shared/access';
import { parseCsv, type ParsedCsv } from '../../../src/shared/csv/read';
import { detectMapping, toImportRows } from '../../../src/shared/inventory/csv';
import type { ImportRejection, RawImportRow } from '../../../src/shared/inventory/import-row';
import type { Database } from '../../db/client';
import { dmsConnections, dmsDeliveries, type DmsDeliveryRow } from '../../db/schema';
import { AppError } from '../../errors';
import { importVehicles, MAX_IMPORT_ROWS_PER_CALL } from '../inventory/import-vehicles';
import { isUuid } from '../ids';
import { completeChecklistItem } from '../organizations/checklist';
import { loadViewer, toAccessUser, type Viewer } from '../users/viewer';
import { open } from '../secret-box';

export type DeliveryFormat = 'csv' | 'json';

/** The feed secret of a connection, opened with the server's key; null when there is none to verify with. */
export async function dmsFeedSecret({
  db,
  connectionId,
  key,
}: {
  db: Database;
  connectionId: string;
  key: Buffer | undefined;
}): Promise<string | null> {
  if (!key || !isUuid(connectionId)) return null;
  const [row] = await db
    .select({ cipher: dmsConnections.feedSecretCipher })
    .from(dmsConnections)
    .where(eq(dmsConnections.id, connectionId));
  return row?.cipher ? open(key, row.cipher) : null;
}

export async function dmsDeliverySeen({
  db,
  connectionId,
  deliveryId,
}: {
  db: Database;
  connectionId: string;
  deliveryId: string;
}): Promise<boolean> {
  const [row] = await db
    .select({ id: dmsDeliveries.id })
    .from(dmsDeliveries)
    .where(and(eq(dmsDeliveries.connectionId, connectionId), eq(dmsDeliveries.deliveryId, deliveryId)));
  return row !== undefined;
}

/** The body's format from its Content-Type: JSON, or CSV (`text/csv`, also `text/plain` as some exports send it). */
export function deliveryFormatOf(contentType: string | undefined): DeliveryFormat {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'text/csv' || type === 'text/plain' || type === 'application/csv') return 'csv';
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the inventory as text/csv or application/json (docs/dms.md).');
}

/**
 * A JSON delivery as the CSV reader's rows: `{ "vehicles": [ { "vin": …, "stockNumber": …, … } ] }`
 * (or the array alone), each key read like a CSV header (the same DMS synonyms) and each vehicle's
 * "line" its position in the array, from 1.
 */
export function jsonAsCsv(text: string): ParsedCsv {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new AppError('BAD_USER_INPUT', `The body is not JSON: ${(error as Error).message}.`);
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { vehicles?: unknown } | null)?.vehicles;
  if (!Array.isArray(list))
    throw new AppError('BAD_USER_INPUT', 'A JSON delivery is {"vehicles": [ … ]}, one object per vehicle.');
  const headers: string[] = [];
  const columnOf = new Map<string, number>();
  const records: { line: number; values: Map<number, string> | null }[] = list.map((item, index) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return { line: index + 1, values: null };
    const values = new Map<number, string>();
    for (const [key, value] of Object.entries(item as Record<string, unknown>)) {
      if (value === null || value === undefined) continue;
      if (!columnOf.has(key)) {
        columnOf.set(key, headers.length);
        headers.push(key);
      }
      values.set(columnOf.get(key)!, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    return { line: index + 1, values };
  });
  const rejected = records
    .filter((record) => record.values === null)
    .map(({ line }) => ({ line, reason: 'The vehicle is not a JSON object.' }));
  const rows = records.flatMap(({ line, values }) =>
    values ? [{ line, cells: headers.map((_, column) => values.get(column) ?? '') }] : [],
  );
  return { headers, rows, rejected };
}

/** The rows of a delivery body and the lines refused while reading it; a body that cannot be read at all is BAD_USER_INPUT. */
export function readDelivery(
  format: DeliveryFormat,
  body: Buffer,
): { rows: RawImportRow[]; rejected: ImportRejection[] } {
  const text = body.toString('utf8');
  let csv: ParsedCsv;
  if (format === 'json') csv = jsonAsCsv(text);
  else {
    const parsed = parseCsv(text);
    if (!parsed.ok) throw new AppError('BAD_USER_INPUT', parsed.reason);
    csv = parsed.csv;
  }
  const mapping = detectMapping(csv.headers);
  if (mapping.vin === undefined)
    throw new AppError('BAD_USER_INPUT', 'No column holds the VIN (a "VIN" header, or a synonym in docs/dms.md).');
  if (csv.rows.length === 0 && csv.rejected.length === 0)
    throw new AppError('BAD_USER_INPUT', 'The delivery holds no vehicles.');
  // Without the columns a new vehicle needs, rows still update vehicles in stock; each new VIN's rejection says what is missing.
  return toImportRows(csv, mapping);
}

export type DeliveryOutcome = Pick<
  DmsDeliveryRow,
  'id' | 'deliveryId' | 'format' | 'rowCount' | 'created' | 'updated' | 'unchanged' | 'rejected' | 'durationMs'
>;

/** The person deliveries act as, while they still may manage the DMS connection. */
async function actingViewer(db: Database, connectionId: string): Promise<{ viewer: Viewer; connectionId: string }> {
  const [connection] = await db.select().from(dmsConnections).where(eq(dmsConnections.id, connectionId));
  if (!connection) throw new AppError('NOT_FOUND', 'There is no such DMS connection.');
  const viewer = await loadViewer({ db, userId: connection.actingUserId });
  if (!viewer || !canDo(toAccessUser(viewer), 'manageDms')) {
    throw new AppError(
      'CONFLICT',
      'The person who last saved this DMS connection can no longer manage it (deactivated, no longer an owner, or the feature is off): an owner must save the connection again.',
    );
  }
  return { viewer, connectionId };
}

/**
 * Imports one verified delivery inline, in the importer's batches, as the connection's acting
 * person. The delivery id is claimed first (a concurrent replay hits the unique index); the
 * counts and rejected lines are stored with it. The first delivery that imports any vehicle
 * ticks the `connect_dms` checklist item.
 */
export async function receiveDmsDelivery({
  db,
  connectionId,
  deliveryId,
  format,
  body,
}: {
  db: Database;
  connectionId: string;
  deliveryId: string;
  format: DeliveryFormat;
  body: Buffer;
}): Promise<DeliveryOutcome> {
  const started = performance.now();
  const { viewer } = await actingViewer(db, connectionId);
  const { rows, rejected } = readDelivery(format, body);
  const claimed = await db
    .insert(dmsDeliveries)
    .values({ connectionId, deliveryId, format, rowCount: rows.length + rejected.length })
    .onConflictDoNothing()
    .returning({ id: dmsDeliveries.id });
  if (claimed.length === 0)
    throw new AppError('CONFLICT', `Delivery ${deliveryId} was received already; a new delivery needs a new id.`);
  const counts = { created: 0, updated: 0, unchanged: 0 };
  const allRejected = [...rejected];
  for (let start = 0; start < rows.length; start += MAX_IMPORT_ROWS_PER_CALL) {
    const result = await importVehicles({ db, viewer, rows: rows.slice(start, start + MAX_IMPORT_ROWS_PER_CALL) });
    counts.created += result.created;
    counts.updated += result.updated;
    counts.unchanged += result.unchanged;
    allRejected.push(...result.rejected);
  }
  allRejected.sort((a, b) => a.line - b.line);
  const durationMs = Math.round(performance.now() - started);
  const [row] = await db
    .update(dmsDeliveries)
    .set({ ...counts, rejected: allRejected, durationMs })
    .where(eq(dmsDeliveries.id, claimed[0]!.id))
    .returning();
  if (counts.created + counts.updated + counts.unchanged > 0) {
    await completeChecklistItem({ db, organizationId: viewer.organization.id, key: 'connect_dms' });
  }
  return row!;
}

export const DELIVERIES_SHOWN = 50;

/** The organization's latest deliveries, newest first. */
export async function listDmsDeliveries({ db, viewer }: { db: Database; viewer: Viewer }): Promise<DmsDeliveryRow[]> {
  const rows = await db
    .select({ delivery: dmsDeliveries })
    .from(dmsDeliveries)
    .innerJoin(dmsConnections, eq(dmsConnections.id, dmsDeliveries.connectionId))
    .where(eq(dmsConnections.organizationId, viewer.organization.id))
    .orderBy(desc(dmsDeliveries.receivedAt), sql`${dmsDeliveries.id} desc`)
    .limit(DELIVERIES_SHOWN);
  return rows.map((row) => row.delivery);
}
