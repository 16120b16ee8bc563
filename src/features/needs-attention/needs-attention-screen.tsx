import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttentionItemState, AttentionRule, AttentionSort } from '../../../graphql/generated/types';
import { ATTENTION_STATES } from '../../shared/needs-attention/rules';
import { useCanDo } from '../access/use-can-do';
import { DialogLoading, EmptyState, QueryState } from '../common/loading';
import { PageHeader } from '../common/page-header';
import { AttentionGroup, groupByRule } from './attention-group';
import { AttentionItemCard, useItemName } from './attention-item-card';
import { useAttentionQueue, type AttentionItem, type QueueFilter } from './use-attention-queue';

// The snooze and dismiss dialogs (the form dialog and its date field) load when one opens.
const SnoozeDialog = dynamic(() => import('./attention-dialogs').then((module) => module.SnoozeDialog), {
  ssr: false,
  loading: DialogLoading,
});
const DismissDialog = dynamic(() => import('./attention-dialogs').then((module) => module.DismissDialog), {
  ssr: false,
  loading: DialogLoading,
});

/** What a dialog acts on: one item, or a rule's group (its items as shown), named for the title and the toast. */
type Acting = { items: AttentionItem[]; subject: string; action: 'snooze' | 'dismiss' };

const SORTS: readonly AttentionSort[] = ['money_at_risk', 'oldest'];

/**
 * /needs-attention: the queue of what needs a person now, ranked by money at risk (or oldest first),
 * grouped by rule with each group's count and money. Mine (what I may act on: assigned to me or to
 * no one, in areas I may work) or everyone; chips per rule; open, snoozed or dismissed. Open items
 * are snoozed until a day or dismissed with a reason, one by one or a group at once; the others reopened.
 */
export function NeedsAttentionScreen() {
  const { t } = useTranslation();
  const canChange = useCanDo('changeNeedsAttention');
  // Someone who may not act has nothing of their own: they start on everyone's items.
  const [chosen, setFilter] = useState<Omit<QueueFilter, 'mine'> & { mine: boolean | null }>({
    mine: null,
    rule: null,
    state: 'open',
    sort: 'money_at_risk',
  });
  const filter: QueueFilter = { ...chosen, mine: chosen.mine ?? canChange };
  const { queue, loading, error, refetch, snooze, dismiss, reopen, snoozeAll, dismissAll } = useAttentionQueue(filter);
  const [acting, setActing] = useState<Acting | null>(null);
  const [now] = useState(() => Date.now());
  const subjectOf = useItemName();
  const chipsId = useId();
  const change = (next: Partial<QueueFilter>) => setFilter((current) => ({ ...current, ...next }));
  const total = queue?.countsByRule.reduce((sum, count) => sum + count.open, 0) ?? 0;

  return (
    <>
      <PageHeader title={t('area.needs_attention.title')} description={t('needsAttention.description')} />
      <Stack spacing={2} sx={{ maxWidth: 1100 }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={filter.mine ? 'mine' : 'everyone'}
            onChange={(_event, value) => value && change({ mine: value === 'mine' })}
            aria-label={t('needsAttention.whose')}
            // On the page background the unselected buttons' default grey falls just under 4.5:1.
            sx={{ bgcolor: 'background.paper', '& .MuiToggleButton-root': { color: 'text.primary' } }}
          >
            <ToggleButton value="mine" sx={{ minHeight: 44, px: 2 }}>
              {t('needsAttention.mine')}
            </ToggleButton>
            <ToggleButton value="everyone" sx={{ minHeight: 44, px: 2 }}>
              {t('needsAttention.everyone')}
            </ToggleButton>
          </ToggleButtonGroup>
          <TextField
            select
            size="small"
            label={t('needsAttention.sort')}
            value={filter.sort}
            onChange={(event) => change({ sort: event.target.value as AttentionSort })}
            sx={{ minWidth: 180 }}
          >
            {SORTS.map((sort) => (
              <MenuItem key={sort} value={sort}>
                {t(`needsAttention.sortBy.${sort}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('needsAttention.show')}
            value={filter.state}
            onChange={(event) => change({ state: event.target.value as AttentionItemState })}
            sx={{ minWidth: 180 }}
          >
            {ATTENTION_STATES.map((state) => (
              <MenuItem key={state} value={state}>
                {t(`needsAttention.state.${state}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {queue && (
          <Stack direction="row" role="group" aria-labelledby={chipsId} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Typography id={chipsId} variant="body2" color="text.secondary" sx={{ alignSelf: 'center', mr: 0.5 }}>
              {t('needsAttention.rules')}
            </Typography>
            <RuleChip
              label={t('needsAttention.allRules', { count: total })}
              selected={filter.rule === null}
              onClick={() => change({ rule: null })}
            />
            {queue.countsByRule.map((count) => (
              <RuleChip
                key={count.rule}
                label={t('needsAttention.ruleCount', { rule: count.label, count: count.open })}
                selected={filter.rule === count.rule}
                onClick={() => change({ rule: filter.rule === count.rule ? null : (count.rule as AttentionRule) })}
              />
            ))}
          </Stack>
        )}
        {queue && queue.inactiveRules.length > 0 && (
          <Alert severity="info" variant="outlined">
            {queue.inactiveRules.map((inactive) => (
              <Typography key={inactive.rule} variant="body2">
                {t('needsAttention.inactive', { rule: inactive.label, message: inactive.message })}
              </Typography>
            ))}
          </Alert>
        )}
        <QueryState
          loaded={queue !== undefined}
          loading={loading}
          error={error}
          onRetry={refetch}
          empty={
            queue?.items.length === 0 && (
              <Card>
                <EmptyState
                  title={
                    filter.state === 'open' ? t('needsAttention.empty') : t(`needsAttention.emptyState.${filter.state}`)
                  }
                  body={filter.state === 'open' ? t('needsAttention.emptyBody') : undefined}
                />
              </Card>
            )
          }
        >
          <Stack spacing={3} component="section" aria-label={t('needsAttention.listLabel')}>
            {queue &&
              groupByRule(queue).map((group) => {
                const subject = t('needsAttention.groupName', { count: group.items.length, label: group.label });
                return (
                  <AttentionGroup
                    key={group.rule}
                    group={group}
                    canAct={canChange && filter.state === 'open'}
                    onSnoozeAll={() => setActing({ items: group.items, subject, action: 'snooze' })}
                    onDismissAll={() => setActing({ items: group.items, subject, action: 'dismiss' })}
                  >
                    {group.items.map((item) => (
                      <AttentionItemCard
                        key={item.key}
                        item={item}
                        now={now}
                        canChange={canChange}
                        onSnooze={() => setActing({ items: [item], subject: subjectOf(item), action: 'snooze' })}
                        onDismiss={() => setActing({ items: [item], subject: subjectOf(item), action: 'dismiss' })}
                        onReopen={() =>
                          void reopen(item.key, t('needsAttention.reopened', { subject: subjectOf(item) }))
                        }
                      />
                    ))}
                  </AttentionGroup>
                );
              })}
          </Stack>
        </QueryState>
      </Stack>
      {acting?.action === 'snooze' && (
        <SnoozeDialog
          subject={acting.subject}
          onClose={() => setActing(null)}
          onSnooze={async (until) => {
            const message = t('needsAttention.snoozed', { subject: acting.subject });
            const keys = acting.items.map((item) => item.key);
            if (await (keys.length === 1 ? snooze(keys[0]!, until, message) : snoozeAll(keys, until, message)))
              setActing(null);
          }}
        />
      )}
      {acting?.action === 'dismiss' && (
        <DismissDialog
          subject={acting.subject}
          onClose={() => setActing(null)}
          onDismiss={async (reason) => {
            const message = t('needsAttention.dismissed', { subject: acting.subject });
            const keys = acting.items.map((item) => item.key);
            if (await (keys.length === 1 ? dismiss(keys[0]!, reason, message) : dismissAll(keys, reason, message)))
              setActing(null);
          }}
        />
      )}
    </>
  );
}

function RuleChip({ label, selected, onClick }: { label: string; selected: boolean; onClick: () => void }) {
  return (
    <Chip
      label={label}
      clickable
      color={selected ? 'primary' : 'default'}
      variant={selected ? 'filled' : 'outlined'}
      onClick={onClick}
      aria-pressed={selected}
      sx={{ minHeight: 36 }}
    />
  );
}
