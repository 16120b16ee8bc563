import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../server/db/client';
import {
  analyticsEvents,
  apiTokens,
  auditLog,
  groupMemberships,
  groups,
  invitations,
  organizations,
  territories,
  userPermissions,
  users,
  vehiclePriceChanges,
  vehicles,
  vehicleStatusChanges,
} from '../../../server/db/schema';

/** Every table an attack could write to, counted to show what it stored. */
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
  analyticsEvents,
} satisfies Record<string, PgTable>;

export type RowCounts = Record<keyof typeof TABLES, number>;

export async function rowCounts(db: Database): Promise<RowCounts> {
  const entries = await Promise.all(
    Object.entries(TABLES).map(async ([name, table]) => {
      const [row] = await db.select({ value: count() }).from(table as PgTable);
      return [name, row!.value] as const;
    }),
  );
  return Object.fromEntries(entries) as RowCounts;
}

/** Every row of every such table, whole and in a stable order: to show that nothing at all changed. */
export async function tableRows(db: Database): Promise<Record<keyof typeof TABLES, unknown[]>> {
  const entries = await Promise.all(
    Object.entries(TABLES).map(async ([name, table]) => {
      const rows = await db.select().from(table as PgTable);
      return [name, rows.map((row) => JSON.stringify(row)).sort()] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<keyof typeof TABLES, unknown[]>;
}

/** Rows added or removed since `before`, per table (tables that did not change are left out). */
export function changedRows(before: RowCounts, after: RowCounts): Partial<RowCounts> {
  const changed: Partial<RowCounts> = {};
  for (const name of Object.keys(before) as (keyof RowCounts)[]) {
    if (after[name] !== before[name]) changed[name] = after[name] - before[name];
  }
  return changed;
}

export const totalChanged = (changed: Partial<RowCounts>) =>
  Object.values(changed).reduce((sum, value) => sum + Math.abs(value ?? 0), 0);

/**
 * The attempts of a security test, one line each, so CI logs show what was tried and what the
 * server answered: `[security] <attack> → <status> <code> (stored: <rows>)`. Lines are printed
 * per test (`flush` in afterEach), in the order they were tried.
 */
export function createAttackLog(prefix = 'security') {
  let pending: string[] = [];
  const all: string[] = [];
  return {
    record(attack: string, outcome: { status: number | string; code?: string; stored: number | string; note?: string }) {
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
