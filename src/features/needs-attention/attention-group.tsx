import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttentionRule } from '../../../graphql/generated/types';
import { useFormat } from '../common/format';
import type { AttentionItem, AttentionQueueData } from './use-attention-queue';

export type AttentionGroupData = {
  rule: AttentionRule;
  label: string;
  items: AttentionItem[];
  moneyAtRiskCents: number;
};

/** Money at risk in whole dollars ("$2,800"); null for a rule without a money figure. */
export function useMoneyAtRisk() {
  const format = useFormat();
  return (cents: number | null | undefined) => (cents == null ? null : format.usd(Math.round(cents / 100)));
}

/**
 * The items split by rule, each group in the place of its first item (so the sort decides the
 * groups' order too), with the group's plain name, count and money at risk added up.
 */
export function groupByRule(queue: AttentionQueueData): AttentionGroupData[] {
  const labels = new Map(queue.countsByRule.map((count) => [count.rule, count.label]));
  const groups = new Map<AttentionRule, AttentionGroupData>();
  for (const item of queue.items) {
    const group = groups.get(item.rule) ?? {
      rule: item.rule,
      label: labels.get(item.rule) ?? item.ruleLabel,
      items: [],
      moneyAtRiskCents: 0,
    };
    group.items.push(item);
    group.moneyAtRiskCents += item.moneyAtRiskCents ?? 0;
    groups.set(item.rule, group);
  }
  return [...groups.values()];
}

/** One rule's group: its name, count and money at risk, the bulk actions for its open items, then the items. */
export function AttentionGroup({
  group,
  canAct,
  onSnoozeAll,
  onDismissAll,
  children,
}: {
  group: AttentionGroupData;
  canAct: boolean;
  onSnoozeAll: () => void;
  onDismissAll: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const money = useMoneyAtRisk()(group.moneyAtRiskCents || null);
  const headingId = useId();
  const count = group.items.length;
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
        <div>
          <Typography id={headingId} variant="h6" component="h2">
            {group.label}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="attention-group-summary">
            {money
              ? t('needsAttention.groupSummaryMoney', { count, money })
              : t('needsAttention.groupSummary', { count })}
          </Typography>
        </div>
        {canAct && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              onClick={onSnoozeAll}
              sx={{ minHeight: 44 }}
              aria-label={t('needsAttention.snoozeGroupNamed', { count, label: group.label })}
            >
              {t('needsAttention.snoozeGroup', { count })}
            </Button>
            <Button
              variant="outlined"
              color="inherit"
              onClick={onDismissAll}
              sx={{ minHeight: 44 }}
              aria-label={t('needsAttention.dismissGroupNamed', { count, label: group.label })}
            >
              {t('needsAttention.dismissGroup', { count })}
            </Button>
          </Stack>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
