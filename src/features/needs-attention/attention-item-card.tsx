import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../common/format';
import { useMoneyAtRisk } from './attention-group';
import { relativeTime } from './relative-time';
import type { AttentionItem } from './use-attention-queue';

/** What the item is about, as a person names it: the vehicle (year, make, model, stock number), else its record. */
function useItemSubject() {
  const { t } = useTranslation();
  return (item: AttentionItem) =>
    item.vehicle
      ? t('needsAttention.vehicleSubject', {
          year: item.vehicle.year,
          make: item.vehicle.make,
          model: item.vehicle.model,
          stock: item.vehicle.stockNumber,
        })
      : t(`needsAttention.subject.${item.rule}`);
}

/** An item's name (its rule and subject), unique in the queue: a vehicle may be in it under two rules. */
export function useItemName() {
  const { t } = useTranslation();
  const subjectOf = useItemSubject();
  return (item: AttentionItem) => t('needsAttention.itemName', { rule: item.ruleLabel, subject: subjectOf(item) });
}

/** One item: its money at risk, why, since when (relative and exact), for whom, a link to the record, and its actions. */
export function AttentionItemCard({
  item,
  canChange,
  now,
  onSnooze,
  onDismiss,
  onReopen,
}: {
  item: AttentionItem;
  canChange: boolean;
  now: number;
  onSnooze: () => void;
  onDismiss: () => void;
  onReopen: () => void;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const subject = useItemSubject()(item);
  const name = useItemName()(item);
  const money = useMoneyAtRisk()(item.moneyAtRiskCents);
  const forWhom = item.assignee
    ? item.assignee.name
    : t('needsAttention.forSection', { section: t(`section.${item.section}`) });
  return (
    <Card component="article" aria-label={name}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Chip
            size="small"
            label={item.ruleLabel}
            color={item.rule === 'vehicle_aging_60' || item.rule === 'recon_stage_overdue' ? 'error' : 'warning'}
            variant="outlined"
          />
          <Link component={NextLink} href={item.path} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {subject}
          </Link>
          {money && (
            <Typography
              component="span"
              variant="subtitle1"
              sx={{ fontWeight: 700, ml: { sm: 'auto' } }}
              data-testid="attention-money"
            >
              {t('needsAttention.moneyAtRisk', { money })}
            </Typography>
          )}
        </Stack>
        <Typography variant="body1">{item.reason}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('needsAttention.since')}{' '}
          <time dateTime={item.since} title={format.dateTime(item.since)}>
            {relativeTime(item.since, now, i18n.language || 'en')}
          </time>{' '}
          ({format.dateTime(item.since)}) · {t('needsAttention.for', { who: forWhom })}
        </Typography>
        {item.state !== 'open' && item.lastAction && (
          <Typography variant="body2" color="text.secondary">
            {item.state === 'snoozed'
              ? t('needsAttention.snoozedUntil', {
                  day: format.calendarDate(item.snoozedUntil),
                  who: item.lastAction.by?.name ?? '—',
                })
              : t('needsAttention.dismissedBy', {
                  who: item.lastAction.by?.name ?? '—',
                  reason: item.lastAction.reason ?? '',
                })}
          </Typography>
        )}
        {canChange && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', pt: 0.5 }}>
            {item.state === 'open' ? (
              <>
                <Button
                  variant="outlined"
                  onClick={onSnooze}
                  sx={{ minHeight: 44 }}
                  aria-label={t('needsAttention.snoozeNamed', { subject: name })}
                >
                  {t('needsAttention.snoozeAction')}
                </Button>
                <Button
                  variant="outlined"
                  color="inherit"
                  onClick={onDismiss}
                  sx={{ minHeight: 44 }}
                  aria-label={t('needsAttention.dismissNamed', { subject: name })}
                >
                  {t('needsAttention.dismissAction')}
                </Button>
              </>
            ) : (
              <Button
                variant="outlined"
                onClick={onReopen}
                sx={{ minHeight: 44 }}
                aria-label={t('needsAttention.reopenNamed', { subject: name })}
              >
                {t('needsAttention.reopenAction')}
              </Button>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
