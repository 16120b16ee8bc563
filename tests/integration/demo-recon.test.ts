import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { REPAIR_ORDER_STATUSES } from '../../src/shared/recon/repair-order';
import { openTestDatabase } from './support/database';

let database: DatabaseHandle;
const rows = async <T>(query: string) => (await database.db.execute(sql.raw(query))) as unknown as { rows: T[] };
const count = async (query: string) => Number((await rows<{ n: number }>(query)).rows[0]!.n);

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("Demo Motors' recon data", () => {
  it('keeps the rules the services keep: chained events in order, positions at the last event, statuses matching the stage', async () => {
    expect(await count(`select count(*)::int n from recon_events`)).toBeGreaterThan(1_000);
    const brokenChain = `select count(*)::int n from recon_events e where e.from_stage_id is distinct from
      (select p.to_stage_id from recon_events p where p.vehicle_id = e.vehicle_id and p.sequence < e.sequence order by p.sequence desc limit 1)
      or e.from_stage_id = e.to_stage_id or e.occurred_at > now()`;
    expect(await count(brokenChain)).toBe(0);
    expect(
      await count(
        `select count(*)::int n from recon_events e join recon_events p on p.vehicle_id = e.vehicle_id and p.sequence < e.sequence and p.occurred_at >= e.occurred_at`,
      ),
    ).toBe(0);
    const offPosition = `select count(*)::int n from recon_vehicles v where v.stage_id::text || v.entered_stage_at::text is distinct from
      (select e.to_stage_id::text || e.occurred_at::text from recon_events e where e.vehicle_id = v.vehicle_id order by e.sequence desc limit 1)`;
    expect(await count(offPosition)).toBe(0);
    const statuses = await rows<{ position: number; status: string }>(
      `select distinct s.position, v.status from recon_vehicles r join recon_stages s on s.id = r.stage_id join vehicles v on v.id = r.vehicle_id order by 1, 2`,
    );
    const byStage = new Map<number, string[]>();
    for (const { position, status } of statuses.rows) byStage.set(position, [...(byStage.get(position) ?? []), status]);
    expect(Object.fromEntries(byStage)).toEqual({
      0: ['incoming'],
      1: ['in_recon'],
      2: ['in_recon'],
      3: ['in_recon'],
      4: ['in_recon'],
      5: ['in_recon'],
      6: ['in_recon'],
      7: ['frontline', 'sale_pending', 'sold'],
    });
  });

  it('has orders in every state, waiting lines, declined lines with a reason, a failed item turned into a line and a certified car', async () => {
    const states = await rows<{ status: string }>(`select distinct status from repair_orders order by 1`);
    expect(states.rows.map((row) => row.status).sort()).toEqual([...REPAIR_ORDER_STATUSES].sort());
    expect(
      await count(`select count(*)::int n from repair_orders where status = 'awaiting_approval'`),
    ).toBeGreaterThanOrEqual(3);
    expect(
      await count(
        `select count(*)::int n from repair_order_lines where decision = 'pending' and submitted_at < now() - interval '1 day'`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(
        `select count(*)::int n from repair_order_lines where decision = 'declined' and decline_reason is null`,
      ),
    ).toBe(0);
    expect(await count(`select count(*)::int n from repair_order_lines where decision = 'declined'`)).toBeGreaterThan(
      0,
    );
    const inspections = await rows<{ template_key: string; outcome: string; items: number; lines: number }>(
      `select i.template_key, i.outcome, count(t.*)::int items, count(t.repair_order_line_id)::int lines
       from inspections i join inspection_items t on t.inspection_id = i.id group by 1, 2 order by 1`,
    );
    expect(inspections.rows).toEqual([
      { template_key: 'cpo', outcome: 'passed', items: 156, lines: 0 },
      { template_key: 'standard', outcome: 'failed', items: 60, lines: 1 },
    ]);
    const certified = `select count(*)::int n from vehicles v where v.certified_at is not null
      and exists (select 1 from inspections i where i.vehicle_id = v.id and i.template_key = 'cpo' and i.outcome = 'passed')
      and not exists (select 1 from repair_orders o where o.vehicle_id = v.id and o.status <> 'closed')`;
    expect(await count(certified)).toBe(1);
  });
});
