import { eq } from 'drizzle-orm';
import { checkPricingRules, DEFAULT_PRICING_RULES, type PricingRules } from '../../../src/shared/pricing/rules';
import type { Database } from '../../db/client';
import { pricingRules, users } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record';
import { actorName, type HistoryActor } from '../inventory/get-vehicle';
import { completeChecklistItem } from '../organizations/checklist';
import type { Viewer } from '../users/viewer';

export type StoredPricingRules = PricingRules & {
  configured: boolean;
  updatedAt: Date | null;
  updatedBy: HistoryActor;
};

/** The organization's rules as the pricing figures use them: the saved row, else the defaults. */
export async function loadPricingRules({
  db,
  organizationId,
}: {
  db: Database;
  organizationId: string;
}): Promise<StoredPricingRules> {
  const [row] = await db
    .select({ rules: pricingRules, actorId: users.id, actorName })
    .from(pricingRules)
    .leftJoin(users, eq(users.id, pricingRules.updatedByUserId))
    .where(eq(pricingRules.organizationId, organizationId));
  if (!row) return { ...DEFAULT_PRICING_RULES, configured: false, updatedAt: null, updatedBy: null };
  const updatedBy = row.actorId && row.actorName ? { id: row.actorId, name: row.actorName } : null;
  return { ...rulesOf(row.rules), configured: true, updatedAt: row.rules.updatedAt, updatedBy };
}

const rulesOf = ({
  steps,
  minimumGrossCents,
  roundToCents,
  roundingMode,
  endInNine,
  raiseToMarket,
}: PricingRules): PricingRules => ({
  steps: steps.map(({ fromDay, percentOfMarket }) => ({ fromDay, percentOfMarket })),
  minimumGrossCents,
  roundToCents,
  roundingMode,
  endInNine,
  raiseToMarket: raiseToMarket ?? false,
});

export function getPricingRules({ db, viewer }: { db: Database; viewer: Viewer }): Promise<StoredPricingRules> {
  return loadPricingRules({ db, organizationId: viewer.organization.id });
}

/** Saves the rules whole (refused with every problem named), audits the change, and ticks `configure_pricing` the first time. */
export async function updatePricingRules({
  db,
  viewer,
  ...input
}: { db: Database; viewer: Viewer } & Omit<PricingRules, 'raiseToMarket'> & {
    raiseToMarket?: boolean | null;
  }): Promise<StoredPricingRules> {
  const rules = rulesOf({ ...input, raiseToMarket: input.raiseToMarket ?? false });
  const problems = checkPricingRules(rules);
  if (problems.length > 0) throw new AppError('BAD_USER_INPUT', problems.join(' '));
  const organizationId = viewer.organization.id;
  await db.transaction(async (tx) => {
    const before = await loadPricingRules({ db: tx, organizationId });
    const values = { ...rules, updatedByUserId: viewer.user.id, updatedAt: new Date() };
    await tx
      .insert(pricingRules)
      .values({ organizationId, ...values })
      .onConflictDoUpdate({ target: pricingRules.organizationId, set: values });
    await recordAudit({
      db: tx,
      viewer,
      organizationId,
      action: 'pricing.rules_updated',
      targetType: 'organization',
      targetId: organizationId,
      before: before.configured ? rulesOf(before) : null,
      after: rules,
    });
    await completeChecklistItem({ db: tx, organizationId, key: 'configure_pricing' });
  });
  return loadPricingRules({ db, organizationId });
}
