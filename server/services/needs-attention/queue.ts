import { and, eq, inArray } from 'drizzle-orm';
import { canAccess, canDo } from '../../../src/shared/access';
import { todayIso } from '../../../src/shared/inventory/vehicle';
import { itemState } from '../../../src/shared/needs-attention/actions';
import { byMoneyAtRisk, oldestFirst } from '../../../src/shared/needs-attention/money';
import {
  ATTENTION_RULES,
  attentionThresholds,
  holdingCostPerDayCents,
  MARKET_FEATURE_MESSAGE,
  RULE_ACTIONS,
  RULE_SECTIONS,
  ruleLabel,
  UNAVAILABLE_RULES,
  type AttentionItemState,
  type AttentionRule,
} from '../../../src/shared/needs-attention/rules';
import type { Database } from '../../db/client';
import { attentionActions, users, vehicles } from '../../db/schema';
import { actorName, type HistoryActor } from '../inventory/get-vehicle';
import { inventoryScope, visibleVehicle, type VisibleVehicle } from '../inventory/scope';
import { toAccessUser, type Viewer } from '../users/viewer';
import type { ComputedItem } from './item';
import { RULE_ITEMS } from './items';

export type AttentionAction = { state: AttentionItemState; reason: string | null; by: HistoryActor; at: Date };

export type AttentionItem = ComputedItem & {
  ruleLabel: string;
  state: AttentionItemState;
  snoozedUntil: string | null;
  lastAction: AttentionAction | null;
  vehicle: VisibleVehicle | null;
};

export type AttentionSort = 'money_at_risk' | 'oldest';

export type AttentionFilter = {
  mine?: boolean | null;
  rules?: readonly AttentionRule[] | null;
  states?: readonly AttentionItemState[] | null;
  sort?: AttentionSort | null;
};

export type AttentionQueue = {
  items: AttentionItem[];
  countsByRule: { rule: AttentionRule; label: string; open: number; moneyAtRiskCents: number }[];
  mineOpen: number;
  inactiveRules: { rule: AttentionRule; label: string; message: string }[];
};

/**
 * The rules the viewer's queue runs and those it cannot, with why: a person sees the rules of the
 * sections they hold (a token every rule); price-to-market also needs the market feature, as the
 * pricing grid does; a rule of an area Lotwise does not have yet never runs.
 */
export function viewerRules(viewer: Viewer): { active: AttentionRule[]; inactive: AttentionQueue['inactiveRules'] } {
  const subject = toAccessUser(viewer);
  const thresholds = attentionThresholds(viewer.organization.settings);
  const holds = (rule: AttentionRule) =>
    Boolean(viewer.token) || canAccess(subject, { some_permissions: [RULE_SECTIONS[rule]] });
  const active: AttentionRule[] = [];
  const inactive: AttentionQueue['inactiveRules'] = [];
  for (const rule of ATTENTION_RULES) {
    const unavailable = UNAVAILABLE_RULES[rule];
    if (unavailable) inactive.push({ rule, label: ruleLabel(rule, thresholds), message: unavailable });
    else if (!holds(rule)) continue;
    else if (
      rule === 'price_to_market_out_of_band' &&
      !canDo(subject, 'readMarketPricing', viewer.token ? 'api_token' : 'person')
    ) {
      inactive.push({ rule, label: ruleLabel(rule, thresholds), message: MARKET_FEATURE_MESSAGE });
    } else active.push(rule);
  }
  return { active, inactive };
}

/** The computed items of some rules, each rule's query run once (the two aging rules share one). */
export async function computeItems(options: {
  db: Database;
  viewer: Viewer;
  rules: readonly AttentionRule[];
  now: Date;
}): Promise<ComputedItem[]> {
  const { rules, ...input } = options;
  const { settings } = options.viewer.organization;
  const thresholds = attentionThresholds(settings);
  const perDayCents = holdingCostPerDayCents(settings);
  const runs = [...new Set(rules.map((rule) => RULE_ITEMS[rule]).filter((run) => run !== undefined))];
  const wanted = new Set(rules);
  const results = await Promise.all(runs.map((run) => run({ ...input, thresholds, perDayCents })));
  return results.flat().filter((computed) => wanted.has(computed.rule));
}

/** The stored actions of some items with who acted, and each item's vehicle, in two queries. */
export async function withActions(options: {
  db: Database;
  viewer: Viewer;
  items: readonly ComputedItem[];
  now: Date;
}): Promise<AttentionItem[]> {
  const { db, viewer, items } = options;
  if (items.length === 0) return [];
  const organizationId = viewer.organization.id;
  const vehicleIds = [...new Set(items.flatMap((computed) => (computed.vehicleId ? [computed.vehicleId] : [])))];
  const [actions, vehicleRows] = await Promise.all([
    db
      .select({ action: attentionActions, actorName })
      .from(attentionActions)
      .leftJoin(users, eq(users.id, attentionActions.actorUserId))
      .where(
        and(
          eq(attentionActions.organizationId, organizationId),
          inArray(
            attentionActions.itemKey,
            items.map((computed) => computed.key),
          ),
        ),
      ),
    vehicleIds.length > 0
      ? db
          .select()
          .from(vehicles)
          .where(and(eq(vehicles.organizationId, organizationId), inArray(vehicles.id, vehicleIds)))
      : [],
  ]);
  const byKey = new Map(actions.map((row) => [row.action.itemKey, row]));
  const scope = inventoryScope(viewer);
  const vehicleById = new Map(vehicleRows.map((row) => [row.id, visibleVehicle(row, scope)]));
  const today = todayIso(options.now);
  const thresholds = attentionThresholds(viewer.organization.settings);
  return items.map((computed) => {
    const stored = byKey.get(computed.key);
    const action = stored?.action;
    const state = itemState(action, today);
    return {
      ...computed,
      ruleLabel: ruleLabel(computed.rule, thresholds),
      state,
      snoozedUntil: state === 'snoozed' ? action!.snoozedUntil : null,
      lastAction: action
        ? {
            state: action.state,
            reason: action.reason,
            by: action.actorUserId && stored.actorName ? { id: action.actorUserId, name: stored.actorName } : null,
            at: action.actedAt,
          }
        : null,
      vehicle: computed.vehicleId ? (vehicleById.get(computed.vehicleId) ?? null) : null,
    };
  });
}

/**
 * "Mine", what the viewer is to act on (the badge): a person who may work the queue
 * (`changeNeedsAttention`) and the item's area (`RULE_ACTIONS`), on an item assigned to them or to
 * no one (the queue only holds sections the viewer holds). An API token acts on nothing.
 */
export function isMine(viewer: Viewer, computed: Pick<ComputedItem, 'assignee' | 'rule'>): boolean {
  if (viewer.token) return false;
  const subject = toAccessUser(viewer);
  if (!canDo(subject, 'changeNeedsAttention') || !canDo(subject, RULE_ACTIONS[computed.rule])) return false;
  return computed.assignee === null || computed.assignee.id === viewer.user.id;
}

/**
 * The viewer's needs-attention queue (docs/metrics.md "Needs attention"): every item of the rules
 * they may see, with its state and money at risk; filtered by mine, rules and states (default
 * open), ranked by money at risk (else oldest first). The counts per rule follow the mine filter
 * and count open items and their money.
 */
export async function attentionQueue(options: {
  db: Database;
  viewer: Viewer;
  filter?: AttentionFilter | null;
  now?: Date;
}): Promise<AttentionQueue> {
  const { db, viewer } = options;
  const now = options.now ?? new Date();
  const filter = options.filter ?? {};
  const { active, inactive } = viewerRules(viewer);
  const all = await withActions({ db, viewer, items: await computeItems({ db, viewer, rules: active, now }), now });
  const mine = all.filter((candidate) => isMine(viewer, candidate));
  const scoped = filter.mine ? mine : all;
  const rules = new Set(filter.rules && filter.rules.length > 0 ? filter.rules : active);
  const states = new Set(filter.states && filter.states.length > 0 ? filter.states : ['open']);
  const thresholds = attentionThresholds(viewer.organization.settings);
  return {
    items: scoped
      .filter((candidate) => rules.has(candidate.rule) && states.has(candidate.state))
      .sort(filter.sort === 'oldest' ? oldestFirst : byMoneyAtRisk),
    countsByRule: active.map((rule) => {
      const open = scoped.filter((candidate) => candidate.rule === rule && candidate.state === 'open');
      return {
        rule,
        label: ruleLabel(rule, thresholds),
        open: open.length,
        moneyAtRiskCents: open.reduce((sum, candidate) => sum + (candidate.moneyAtRiskCents ?? 0), 0),
      };
    }),
    mineOpen: mine.filter((candidate) => candidate.state === 'open').length,
    inactiveRules: inactive,
  };
}

/** The number beside the navigation entry: the open items the viewer is to act on (`isMine`). */
export async function myAttentionCount(options: { db: Database; viewer: Viewer; now?: Date }): Promise<number> {
  return (await attentionQueue({ ...options, filter: { mine: true } })).mineOpen;
}
