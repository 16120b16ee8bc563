// Dealers from a CSV file (columns in docs/agent.md, src/shared/agent/dealer-csv.ts): each row is
// read like the dealer form; a bad row is reported by its line and skipped, the others stored; a
// dealer already there (same name, normalised, in the same ZIP) is updated. A preview reports the
// same and stores nothing (the import wizard's check).
import { and, eq } from 'drizzle-orm';
import {
  DEALER_CSV_COLUMNS,
  DEALER_CSV_LIMITS,
  DEALER_CSV_REQUIRED,
  dealerKey,
  repeatsDealer,
  type DealerCsvColumn,
} from '../../../src/shared/agent/dealer-csv';
import type { Database } from '../../db/client';
import { dealers, users } from '../../db/schema';
import { recordAudit } from '../audit/record';
import { parseFixedColumnCsv, type FixedColumnFile, type FixedColumnRow } from '../csv/fixed-columns';
import type { Viewer } from '../users/viewer';
import { readDealerFields, type DealerInput, type DealerValues } from './dealer-fields';
import { placeDealer, placementContext } from './dealer-write';
import { dealerScope } from './scope';

export type DealerImportResult = {
  created: number;
  updated: number;
  preview: boolean;
  rejected: { line: number; reason: string }[];
};

type CsvRow = FixedColumnRow<DealerCsvColumn>;

const DEALER_FILE: FixedColumnFile<DealerCsvColumn> = {
  columns: DEALER_CSV_COLUMNS,
  required: DEALER_CSV_REQUIRED,
  maxCharacters: DEALER_CSV_LIMITS.maxCharacters,
  maxRows: DEALER_CSV_LIMITS.maxRows,
  fileName: 'A dealer file',
  rowName: 'dealers',
  docs: 'docs/agent.md',
};

const DECIMAL = /^[+-]?\d+(\.\d+)?$/;

/** The row's coordinates: both cells decimal degrees, or both empty (null); else a reason. */
function locationOf(
  row: CsvRow,
): { ok: true; location: { latitude: number; longitude: number } | null } | { ok: false; reason: string } {
  const latitude = row.latitude?.trim() ?? '';
  const longitude = row.longitude?.trim() ?? '';
  if (!latitude && !longitude) return { ok: true, location: null };
  if (!latitude || !longitude)
    return {
      ok: false,
      reason: 'Give both latitude and longitude, or neither (the dealer is then placed at its ZIP, approximately).',
    };
  if (!DECIMAL.test(latitude) || !DECIMAL.test(longitude))
    return {
      ok: false,
      reason: `Latitude and longitude are decimal degrees such as 30.2672 and -97.7431, not '${latitude}', '${longitude}'.`,
    };
  return { ok: true, location: { latitude: Number(latitude), longitude: Number(longitude) } };
}

function inputOf(row: CsvRow, location: DealerInput['location']): DealerInput {
  const contact = row.contact_name?.trim()
    ? [{ name: row.contact_name, role: row.contact_role, phone: row.contact_phone, email: row.contact_email }]
    : [];
  return {
    name: row.name ?? '',
    street: row.street,
    city: row.city,
    state: row.state,
    zip: row.zip ?? '',
    phone: row.phone,
    priority: row.priority ?? '',
    notes: row.notes,
    contacts: contact,
    location,
  };
}

// An update changes what the row gives: an empty cell (or no contact, territory or agent) keeps
// what is stored, so a file of names, ZIPs and priorities does not wipe an account's details.
// A row without coordinates keeps the stored point too (a pin or a check-in is not undone by a file).
function updateOf(
  values: DealerValues,
  named: { territoryId: string | undefined; ownerAgentUserId: string | undefined },
): Partial<typeof dealers.$inferInsert> {
  const kept =
    values.locationSource === 'zip' ? { ...values, latitude: null, longitude: null, locationSource: null } : values;
  const given = Object.fromEntries(
    Object.entries(kept).filter(([, value]) => value !== null && !(Array.isArray(value) && value.length === 0)),
  );
  return {
    ...given,
    ...(named.territoryId ? { territoryId: named.territoryId } : {}),
    ...(named.ownerAgentUserId ? { ownerAgentUserId: named.ownerAgentUserId } : {}),
  };
}

export async function importDealers({
  db,
  viewer,
  csv,
  preview = false,
}: {
  db: Database;
  viewer: Viewer;
  csv: string;
  preview?: boolean | null;
}): Promise<DealerImportResult> {
  const { organizationId } = dealerScope(viewer, 'manage');
  const { rows, rejected: unreadable } = parseFixedColumnCsv(csv, DEALER_FILE);
  const [context, agents, existing] = await Promise.all([
    placementContext(db, organizationId),
    db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.organizationId, organizationId), eq(users.type, 'agent'))),
    db
      .select({ id: dealers.id, matchName: dealers.matchName, zip: dealers.zip })
      .from(dealers)
      .where(eq(dealers.organizationId, organizationId)),
  ]);
  const territoryByName = new Map(context.territories.map((territory) => [territory.name.toLowerCase(), territory.id]));
  const agentByEmail = new Map(agents.map((agent) => [agent.email.toLowerCase(), agent.id]));
  const stored = new Map(existing.map((dealer) => [dealerKey(dealer.matchName, dealer.zip), dealer.id]));
  const seen = new Map<string, number>();
  const result: DealerImportResult = { created: 0, updated: 0, preview: Boolean(preview), rejected: [...unreadable] };
  const updates: { id: string; values: Partial<typeof dealers.$inferInsert> }[] = [];
  const inserts: (typeof dealers.$inferInsert)[] = [];
  rows.forEach((row) => {
    const { line } = row;
    const reject = (reason: string) => result.rejected.push({ line, reason });
    const location = locationOf(row);
    if (!location.ok) return reject(location.reason);
    const read = readDealerFields(inputOf(row, location.location));
    if (!read.ok) return reject(read.reason);
    const territoryName = row.territory?.trim();
    const territoryId = territoryName ? territoryByName.get(territoryName.toLowerCase()) : undefined;
    if (territoryName && !territoryId) return reject(`No territory named '${territoryName}'.`);
    const agentEmail = row.owner_agent_email?.trim();
    const ownerAgentUserId = agentEmail ? agentByEmail.get(agentEmail.toLowerCase()) : undefined;
    if (agentEmail && !ownerAgentUserId)
      return reject(`No agent with the e-mail '${agentEmail}' in your organization.`);
    const key = dealerKey(read.values.matchName, read.values.zip);
    const earlier = seen.get(key);
    if (earlier) return reject(repeatsDealer(earlier));
    seen.set(key, line);
    const placement = placeDealer(context, { territoryId, ownerAgentUserId }, read.values);
    const id = stored.get(key);
    if (id) updates.push({ id, values: updateOf(read.values, { territoryId, ownerAgentUserId }) });
    else inserts.push({ organizationId, ...read.values, ...placement });
  });
  result.rejected.sort((a, b) => a.line - b.line);
  result.created = inserts.length;
  result.updated = updates.length;
  if (preview || inserts.length + updates.length === 0) return result;
  await db.transaction(async (tx) => {
    for (const update of updates) await tx.update(dealers).set(update.values).where(eq(dealers.id, update.id));
    if (inserts.length > 0) await tx.insert(dealers).values(inserts);
    await recordAudit({
      db: tx,
      viewer,
      organizationId,
      action: 'dealer.imported',
      targetType: 'organization',
      targetId: organizationId,
      after: { created: result.created, updated: result.updated, rejected: result.rejected.length },
    });
  });
  return result;
}
