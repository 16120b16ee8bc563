import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import {
  analyticsEvents,
  appraisals,
  apiTokens,
  auditLog,
  groupMemberships,
  groups,
  inspectionItems,
  marketRecords,
  wholesaleBookEntries,
  inspections,
  invitations,
  organizations,
  passwordResetTokens,
  pricingRules,
  reconEvents,
  reconStages,
  reconVehicles,
  reconWorkflows,
  repairOrderLines,
  reportSummaryRecipients,
  reportSummarySchedules,
  reportSummarySends,
  repairOrders,
  territories,
  userPermissions,
  users,
  vehiclePhotos,
  vehiclePriceChanges,
  vehicles,
  vehicleStatusChanges,
  attentionActions,
  dealers,
  dealerVisits,
  agentTasks,
  sourcingTargets,
  sourcingRunLists,
  sourcingRunListVehicles,
  marketplaceFeeds,
  marketplaceLeads,
  dealerGroups,
  inventoryRequests,
} from '../../../server/db/schema';

/** Every table an attack could write to, compared row by row to show what it stored or changed. */
const TABLES = {
  organizations,
  users,
  userPermissions,
  groups,
  groupMemberships,
  invitations,
  territories,
  apiTokens,
  auditLog,
  vehicles,
  vehiclePriceChanges,
  vehicleStatusChanges,
  vehiclePhotos,
  analyticsEvents,
  passwordResetTokens,
  pricingRules,
  reconWorkflows,
  reconStages,
  reconVehicles,
  reconEvents,
  repairOrders,
  repairOrderLines,
  inspections,
  inspectionItems,
  marketRecords,
  wholesaleBookEntries,
  appraisals,
  attentionActions,
  reportSummarySchedules,
  reportSummaryRecipients,
  reportSummarySends,
  dealers,
  dealerVisits,
  agentTasks,
  sourcingTargets,
  sourcingRunLists,
  sourcingRunListVehicles,
  marketplaceFeeds,
  marketplaceLeads,
  dealerGroups,
  inventoryRequests,
} satisfies Record<string, PgTable>;

export type TableName = keyof typeof TABLES;

/*
 * Columns a refused call may legitimately write: a request with a valid API token records when
 * the token was last used, whatever the request then does. Not compared at all: rate_limits,
 * and sessions, which every sign-in adds to (tests/integration/security/sessions.test.ts
 * compares them where an attack could start or end one).
 */
const IGNORED_COLUMNS: Partial<Record<TableName, string[]>> = { apiTokens: ['last_used_at'] };

type TableState = { fingerprint: string; hashes: ReadonlyMap<string, string> };
/** Per table: a fingerprint of its content and each row's hash by primary key (the name is older than the hashes). */
export type RowCounts = Record<TableName, TableState>;

const TABLE_SQL = Object.fromEntries(
  Object.entries(TABLES).map(([name, table]) => {
    const config = getTableConfig(table as PgTable);
    const keyColumns = [
      ...config.columns.filter((column) => column.primary),
      ...config.primaryKeys.flatMap((key) => key.columns),
    ];
    if (keyColumns.length === 0) throw new Error(`${config.name} has no primary key to compare its rows by`);
    const ignored = IGNORED_COLUMNS[name as TableName] ?? [];
    const compared = config.columns.filter((column) => !ignored.includes(column.name));
    return [
      name,
      {
        from: `"${config.name}" t`,
        // A 64-bit hash of the row's text; summed per table, it is a fingerprint that needs no sort.
        hash: `hashtextextended(row(${compared.map((column) => `t."${column.name}"`).join(', ')})::text, 0)`,
        key: `jsonb_build_array(${keyColumns.map((column) => `t."${column.name}"`).join(', ')})::text`,
      },
    ];
  }),
) as Record<TableName, { from: string; hash: string; key: string }>;

const NAMES = Object.keys(TABLES) as TableName[];

const fingerprintOf = (hashes: Iterable<string>) => {
  let sum = 0n;
  for (const hash of hashes) sum += BigInt(hash);
  return sum.toString();
};

/*
 * Which tables were written since their rows were last read: a statement-level trigger on each
 * compared table logs every writing statement to `attack_log_writes` (insert only, so concurrent
 * writers never wait on each other), and a table is read again only when the log names it. Reading
 * every table's rows to compare them took a seventh of a second on the demo data, twice per attack.
 * Each read consumes the entries committed so far (a write still in flight is seen by the next read),
 * so one handle per database reads them: each test file opens its own database.
 */
const WRITE_LOG = 'attack_log_writes';
const INSTALL_WRITE_LOG = [
  `create table if not exists ${WRITE_LOG} (id bigserial primary key, name text not null)`,
  `create or replace function ${WRITE_LOG}_record() returns trigger language plpgsql as $$
     begin insert into ${WRITE_LOG} (name) values (TG_TABLE_NAME); return null; end $$`,
  ...NAMES.flatMap((name) => {
    const table = getTableConfig(TABLES[name] as PgTable).name;
    return [
      `drop trigger if exists ${WRITE_LOG} on "${table}"`,
      `create trigger ${WRITE_LOG} after insert or update or delete or truncate on "${table}" for each statement execute function ${WRITE_LOG}_record()`,
    ];
  }),
];
const NAME_OF_TABLE = new Map(NAMES.map((name) => [getTableConfig(TABLES[name] as PgTable).name, name]));

/** Per database: the rows last read of each table. */
const snapshots = new WeakMap<Database, Map<TableName, TableState>>();

async function readRows(db: Database, name: TableName): Promise<TableState> {
  const { key, hash, from } = TABLE_SQL[name];
  const { rows } = (await db.execute(
    sql.raw(`select ${key} as key, ${hash}::text as hash from ${from}`),
  )) as unknown as {
    rows: { key: string; hash: string }[];
  };
  const hashes = new Map(rows.map((row) => [row.key, row.hash]));
  return { fingerprint: fingerprintOf(hashes.values()), hashes };
}

/** Every table's rows, as hashes: compare two with `changedRows`. */
export async function rowCounts(db: Database): Promise<RowCounts> {
  let states = snapshots.get(db);
  if (!states) {
    for (const statement of INSTALL_WRITE_LOG) await db.execute(sql.raw(statement));
    await db.execute(sql.raw(`delete from ${WRITE_LOG}`));
    states = new Map(await Promise.all(NAMES.map(async (name) => [name, await readRows(db, name)] as const)));
    snapshots.set(db, states);
  } else {
    const { rows } = (await db.execute(sql.raw(`delete from ${WRITE_LOG} returning name`))) as unknown as {
      rows: { name: string }[];
    };
    const written = new Set(rows.flatMap(({ name }) => NAME_OF_TABLE.get(name) ?? []));
    for (const name of written) states.set(name, await readRows(db, name));
  }
  return Object.fromEntries(states) as RowCounts;
}

export type RowChange = { added: number; removed: number; changed: number };

/** Rows added, removed and changed since `before`, per table (tables that did not change are left out). */
export function rowChanges(before: RowCounts, after: RowCounts): Partial<Record<TableName, RowChange>> {
  const changes: Partial<Record<TableName, RowChange>> = {};
  for (const name of NAMES) {
    if (before[name].fingerprint === after[name].fingerprint) continue;
    const change = { added: 0, removed: 0, changed: 0 };
    for (const [key, hash] of after[name].hashes) {
      const previous = before[name].hashes.get(key);
      if (previous === undefined) change.added += 1;
      else if (previous !== hash) change.changed += 1;
    }
    for (const key of before[name].hashes.keys()) if (!after[name].hashes.has(key)) change.removed += 1;
    if (change.added + change.removed + change.changed > 0) changes[name] = change;
  }
  return changes;
}

/** Rows added, removed or changed since `before`, per table (tables that did not change are left out). */
export function changedRows(before: RowCounts, after: RowCounts): Partial<Record<TableName, number>> {
  return Object.fromEntries(
    Object.entries(rowChanges(before, after)).map(([name, { added, removed, changed }]) => [
      name,
      added + removed + changed,
    ]),
  );
}

export const totalChanged = (changed: Partial<Record<TableName, number>>) =>
  Object.values(changed).reduce((sum, value) => sum + (value ?? 0), 0);

/** `vehicles +1 ~2, groups -1`: rows added, changed and removed per table, for a log line's note. */
export function describeChanges(changes: Partial<Record<TableName, RowChange>>): string {
  return Object.entries(changes)
    .map(
      ([name, { added, removed, changed }]) =>
        `${name} ${[added && `+${added}`, changed && `~${changed}`, removed && `-${removed}`].filter(Boolean).join(' ')}`,
    )
    .join(', ');
}

/**
 * The attempts of a security test, one line each, so CI logs show what was tried and what the
 * server answered: `[security] <attack> → <status> <code> (stored: <rows>)`. Lines are printed
 * per test (`flush` in afterEach), in the order they were tried.
 */
export function createAttackLog(prefix = 'security') {
  let pending: string[] = [];
  const all: string[] = [];
  return {
    record(
      attack: string,
      outcome: { status: number | string; code?: string; stored: number | string; note?: string },
    ) {
      const code = outcome.code ?? (typeof outcome.status === 'number' ? '-' : '');
      const line = `[${prefix}] ${attack} → ${outcome.status}${code ? ` ${code}` : ''} (stored: ${outcome.stored})${outcome.note ? ` ${outcome.note}` : ''}`;
      pending.push(line);
      all.push(line);
    },
    flush() {
      if (pending.length > 0) console.log(pending.join('\n'));
      pending = [];
    },
    lines: () => [...all],
  };
}

/** Tables read at once by `tableRows`: fewer than a test pool's connections, so no read waits out the pool's connect timeout on a busy machine. */
const TABLE_READS_AT_ONCE = 4;

/** Every row of every such table, whole and in a stable order: to show that nothing at all changed. */
export async function tableRows(db: Database): Promise<Record<keyof typeof TABLES, unknown[]>> {
  const names = Object.keys(TABLES) as (keyof typeof TABLES)[];
  const entries: [keyof typeof TABLES, unknown[]][] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: TABLE_READS_AT_ONCE }, async () => {
      while (next < names.length) {
        const name = names[next++]!;
        const rows = await db.select().from(TABLES[name] as PgTable);
        entries.push([name, rows.map((row) => JSON.stringify(row)).sort()]);
      }
    }),
  );
  return Object.fromEntries(entries) as Record<keyof typeof TABLES, unknown[]>;
}
