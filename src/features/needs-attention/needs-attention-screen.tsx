import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttentionItemState, AttentionRule } from '../../../graphql/generated/client/graphql';
import { ATTENTION_STATES } from '../../shared/needs-attention/rules';
import { useCanDo } from '../access/use-can-do';
import { EmptyState, QueryState } from '../common/loading';
import { PageHeader } from '../common/page-header';
import { DismissDialog, SnoozeDialog } from './attention-dialogs';
import { AttentionItemCard, useItemName } from './attention-item-card';
import { useAttentionQueue, type AttentionItem, type QueueFilter } from './use-attention-queue';

type Acting = { item: AttentionItem; action: 'snooze' | 'dismiss' };

/**
 * /needs-attention: the queue of what needs a person now, oldest first. Mine (assigned to me or to
 * no one in my sections) or everyone; chips per rule with their open counts; open, snoozed or
 * dismissed. Open items are snoozed until a day or dismissed with a reason; the others reopened.
 */
export function NeedsAttentionScreen() {
  const { t } = useTranslation();
  const canChange = useCanDo('changeNeedsAttention');
  const [filter, setFilter] = useState<QueueFilter>({ mine: true, rule: null, state: 'open' });
  const { queue, loading, error, refetch, snooze, dismiss, reopen } = useAttentionQueue(filter);
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
          <ToggleButtonGroup exclusive size="small" value={filter.mine ? 'mine' : 'everyone'} onChange={(_event, value) => value && change({ mine: value === 'mine' })} aria-label={t('needsAttention.whose')}>
            <ToggleButton value="mine" sx={{ minHeight: 44, px: 2 }}>
              {t('needsAttention.mine')}
            </ToggleButton>
            <ToggleButton value="everyone" sx={{ minHeight: 44, px: 2 }}>
              {t('needsAttention.everyone')}
            </ToggleButton>
          </ToggleButtonGroup>
          <TextField select size="small" label={t('needsAttention.show')} value={filter.state} onChange={(event) => change({ state: event.target.value as AttentionItemState })} sx={{ minWidth: 180 }}>
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
            <RuleChip label={t('needsAttention.allRules', { count: total })} selected={filter.rule === null} onClick={() => change({ rule: null })} />
            {queue.countsByRule.map((count) => (
              <RuleChip
                key={count.rule}
                label={t('needsAttention.ruleCount', { rule: t(`needsAttention.rule.${count.rule}`), count: count.open })}
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
                {t('needsAttention.inactive', { rule: t(`needsAttention.rule.${inactive.rule}`), message: inactive.message })}
              </Typography>
            ))}
          </Alert>
        )}
        <QueryState
          loaded={queue !== undefined}
          loading={loading}
          error={error}
          onRetry={refetch}
          empty={queue?.items.length === 0 && (
            <Card>
              <EmptyState
                title={filter.state === 'open' ? t('needsAttention.empty') : t(`needsAttention.emptyState.${filter.state}`)}
                body={filter.state === 'open' ? t('needsAttention.emptyBody') : undefined}
              />
            </Card>
          )}
        >
          <Stack spacing={2} component="section" aria-label={t('needsAttention.listLabel')}>
            {queue?.items.map((item) => (
              <AttentionItemCard
                key={item.key}
                item={item}
                now={now}
                canChange={canChange}
                onSnooze={() => setActing({ item, action: 'snooze' })}
                onDismiss={() => setActing({ item, action: 'dismiss' })}
                onReopen={() => void reopen(item.key, t('needsAttention.reopened', { subject: subjectOf(item) }))}
              />
            ))}
          </Stack>
        </QueryState>
      </Stack>
      {acting?.action === 'snooze' && (
        <SnoozeDialog
          subject={subjectOf(acting.item)}
          onClose={() => setActing(null)}
          onSnooze={async (until) => {
            if (await snooze(acting.item.key, until, t('needsAttention.snoozed', { subject: subjectOf(acting.item) }))) setActing(null);
          }}
        />
      )}
      {acting?.action === 'dismiss' && (
        <DismissDialog
          subject={subjectOf(acting.item)}
          onClose={() => setActing(null)}
          onDismiss={async (reason) => {
            if (await dismiss(acting.item.key, reason, t('needsAttention.dismissed', { subject: subjectOf(acting.item) }))) setActing(null);
          }}
        />
      )}
    </>
  );
}

function RuleChip({ label, selected, onClick }: { label: string; selected: boolean; onClick: () => void }) {
  return <Chip label={label} clickable color={selected ? 'primary' : 'default'} variant={selected ? 'filled' : 'outlined'} onClick={onClick} aria-pressed={selected} sx={{ minHeight: 36 }} />;
}
