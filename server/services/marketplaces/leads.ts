import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import {
  MARKETPLACE_LEAD_MOVES,
  MARKETPLACE_LEAD_MOVE_WORDS,
  type MarketplaceLeadState,
} from '../../../src/shared/marketplaces/lead-states';
import { becomeRefusal } from '../../../src/shared/state-moves';
import type { Database } from '../../db/client';
import { marketplaceFeeds, marketplaceLeads, vehicles } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record';
import { isUuid } from '../ids';
import { cursorValue, keysetPager, type Connection, type Keyset } from '../pagination';
import type { Viewer } from '../users/viewer';

const NOT_FOUND_MESSAGE = 'No marketplace lead with this id in your organization.';
/** What a lead sent from a sales packet names as its marketplace. */
export const SALES_PACKET_SOURCE = 'Sales packet';
export const MAX_LEADS_PAGE = 100;

function selectLeads(db: Database) {
  return (
    db
      .select({
        lead: marketplaceLeads,
        // The cursor keeps received_at as PostgreSQL writes it: a JavaScript Date would drop its microseconds.
        receivedAtText: sql<string>`${marketplaceLeads.receivedAt}::text`,
        marketplace: marketplaceFeeds.name,
        vin: vehicles.vin,
        stockNumber: vehicles.stockNumber,
        year: vehicles.year,
        make: vehicles.make,
        model: vehicles.model,
        trim: vehicles.trim,
      })
      .from(marketplaceLeads)
      // A lead sent from a sales packet has no feed.
      .leftJoin(marketplaceFeeds, eq(marketplaceFeeds.id, marketplaceLeads.feedId))
      .innerJoin(vehicles, eq(vehicles.id, marketplaceLeads.vehicleId))
  );
}

type LeadJoin = Awaited<ReturnType<ReturnType<typeof selectLeads>['execute']>>[number];

// Newest received first: by received_at as PostgreSQL writes it, then id.
const NEWEST_FIRST: Keyset<LeadJoin> = {
  keys: [
    {
      by: marketplaceLeads.receivedAt,
      direction: 'DESC',
      of: (row) => row.receivedAtText,
      accepts: cursorValue.timestamp,
      cast: 'timestamptz',
    },
    { by: marketplaceLeads.id, direction: 'DESC', of: (row) => row.lead.id, accepts: cursorValue.uuid, cast: 'uuid' },
  ],
};

const toModel = ({ lead, marketplace, vin, stockNumber, year, make, model, trim }: LeadJoin) => ({
  ...lead,
  marketplace: marketplace ?? SALES_PACKET_SOURCE,
  vin,
  stockNumber,
  vehicleTitle: [year, make, model, trim].filter(Boolean).join(' '),
});

export type MarketplaceLeadModel = ReturnType<typeof toModel>;

/**
 * The organization's leads, newest received first, optionally in one state or of one vehicle (an
 * id that is no vehicle of the organization finds nothing), a page at a time with the total.
 */
export async function listMarketplaceLeads(options: {
  db: Database;
  viewer: Viewer;
  first: number;
  after?: string | null;
  state?: MarketplaceLeadState | null;
  vehicleId?: string | null;
}): Promise<Connection<MarketplaceLeadModel> & { totalCount: number }> {
  const { db, viewer } = options;
  const pager = keysetPager(NEWEST_FIRST, { first: options.first, max: MAX_LEADS_PAGE });
  const conditions: SQL[] = [eq(marketplaceLeads.organizationId, viewer.organization.id)];
  if (options.state) conditions.push(eq(marketplaceLeads.state, options.state));
  if (options.vehicleId)
    conditions.push(isUuid(options.vehicleId) ? eq(marketplaceLeads.vehicleId, options.vehicleId) : sql`false`);
  const pageConditions = [...conditions, pager.after(options.after || null)];
  const [rows, [total]] = await Promise.all([
    selectLeads(db)
      .where(and(...pageConditions))
      .orderBy(...pager.orderBy)
      .limit(pager.limit),
    db
      .select({ value: count() })
      .from(marketplaceLeads)
      .where(and(...conditions)),
  ]);
  const page = pager.connection(rows);
  return {
    ...page,
    edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: toModel(edge.node) })),
    totalCount: total?.value ?? 0,
  };
}

/** Moves a lead on (src/shared/marketplaces/lead.ts); a move its state does not allow is a CONFLICT and changes nothing. */
export async function changeMarketplaceLeadState({
  db,
  viewer,
  id,
  state,
}: {
  db: Database;
  viewer: Viewer;
  id: string;
  state: MarketplaceLeadState;
}): Promise<MarketplaceLeadModel> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ state: marketplaceLeads.state, vehicleId: marketplaceLeads.vehicleId })
      .from(marketplaceLeads)
      .where(and(eq(marketplaceLeads.id, id), eq(marketplaceLeads.organizationId, viewer.organization.id)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    const refusal = becomeRefusal(MARKETPLACE_LEAD_MOVES, MARKETPLACE_LEAD_MOVE_WORDS, row.state, state);
    if (refusal) throw new AppError(refusal.code, refusal.message);
    await tx.update(marketplaceLeads).set({ state, stateChangedAt: new Date() }).where(eq(marketplaceLeads.id, id));
    await recordAudit({
      db: tx,
      viewer,
      organizationId: viewer.organization.id,
      action: 'marketplace_lead.state_changed',
      targetType: 'vehicle',
      targetId: row.vehicleId,
      before: { state: row.state },
      after: { leadId: id, state },
    });
  });
  const [row] = await selectLeads(db).where(
    and(eq(marketplaceLeads.id, id), eq(marketplaceLeads.organizationId, viewer.organization.id)),
  );
  return toModel(row!);
}
