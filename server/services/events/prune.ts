import { sql } from 'drizzle-orm';
import { ORGANIZATION_SETTINGS } from '../../../src/shared/organization';
import type { Database } from '../../db/client';
import { queryRows } from '../query-rows';

/**
 * Deletes every organization's events older than its `event_retention_days` (the registry's
 * default where unset or unreadable); answers how many went. Run by the nightly job (server/jobs).
 */
export async function pruneEvents({ db }: { db: Database }): Promise<number> {
  const fallback = ORGANIZATION_SETTINGS.event_retention_days.defaultValue;
  const rows = await queryRows<{ deleted: number }>(
    db,
    sql`with gone as (
      delete from organization_events e
      using organizations o
      where o.id = e.organization_id
        and e.occurred_at < now() - make_interval(days => case
          when jsonb_typeof(o.settings -> 'event_retention_days') = 'number'
            then (o.settings ->> 'event_retention_days')::int
          else ${fallback} end)
      returning 1)
    select count(*)::int as deleted from gone`,
  );
  return rows[0]?.deleted ?? 0;
}
