import { reasonText, type ReasonParts } from '../../../src/shared/needs-attention/reasons';
import {
  itemKey,
  RULE_SECTIONS,
  type AttentionRule,
  type AttentionThresholds,
} from '../../../src/shared/needs-attention/rules';
import type { Database } from '../../db/client';
import type { HistoryActor } from '../inventory/get-vehicle';
import type { Viewer } from '../users/viewer';

/** An item as the rules compute it, before what people did with it (state) is read. */
export type ComputedItem = {
  key: string;
  rule: AttentionRule;
  reasonParts: ReasonParts;
  reason: string;
  since: Date;
  assignee: HistoryActor;
  section: string;
  path: string;
  vehicleId: string | null;
  repairOrderId: string | null;
  appraisalId: string | null;
  /** Money at risk in cents (docs/metrics.md "Needs attention"); null for a rule without a money figure. */
  moneyAtRiskCents: number | null;
};

export type RuleInput = {
  db: Database;
  viewer: Viewer;
  thresholds: AttentionThresholds;
  perDayCents: number;
  now: Date;
};

export function item(
  rule: AttentionRule,
  fields: Omit<
    ComputedItem,
    | 'rule'
    | 'reason'
    | 'reasonParts'
    | 'section'
    | 'key'
    | 'vehicleId'
    | 'repairOrderId'
    | 'appraisalId'
    | 'moneyAtRiskCents'
  > &
    Partial<Pick<ComputedItem, 'vehicleId' | 'repairOrderId' | 'appraisalId' | 'moneyAtRiskCents'>> & {
      keyParts: (string | number)[];
      values: ReasonParts['values'];
    },
): ComputedItem {
  const { keyParts, values, ...rest } = fields;
  const reasonParts = { rule, values };
  return {
    vehicleId: null,
    repairOrderId: null,
    appraisalId: null,
    moneyAtRiskCents: null,
    ...rest,
    key: itemKey(rule, ...keyParts),
    rule,
    reasonParts,
    reason: reasonText(reasonParts),
    section: RULE_SECTIONS[rule],
  };
}

export const actor = (id: string | null, name: string | null): HistoryActor => (id && name ? { id, name } : null);
