import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import {
  GetVehicleReconDocument,
  type GetVehicleReconQuery,
} from '../../../../graphql/generated/operations/GetVehicleRecon';
import type { ReconTimerState } from '../../../../graphql/generated/types';
import { useFormat } from '../../common/format';
import { useGraphQLErrorText } from '../../../base/use-graphql-action';
import { HistoryTimeline } from '../../inventory/history-timeline';
import { formatDuration } from './duration';
import { Fact } from '../../common/fact';

type ReconEvent = GetVehicleReconQuery['reconEvents'][number];

export const TIMER_COLORS: Record<ReconTimerState, 'success' | 'warning' | 'error'> = {
  on_track: 'success',
  at_risk: 'warning',
  overdue: 'error',
};

/** "Moved back" or "Skipped 2 stages" for a move that is not one step forward; null for an ordinary move. */
function moveKind(event: ReconEvent): 'back' | 'skip' | null {
  if (!event.from) return null;
  if (event.to.position < event.from.position) return 'back';
  return event.to.position > event.from.position + 1 ? 'skip' : null;
}

/** The vehicle's place in recon (stage, time in it against the target, assignee, expected front-line date) and every move. */
export function ReconPositionCard({ vehicleId }: { vehicleId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const errorText = useGraphQLErrorText();
  const { data, error, loading } = useQuery(GetVehicleReconDocument, { variables: { vehicleId } });
  const card = data?.reconVehicle;
  const events = [...(data?.reconEvents ?? [])].reverse().map((event) => {
    const kind = moveKind(event);
    return {
      id: event.id,
      title: (
        <>
          {event.from
            ? t('reconVehicle.timeline.move', { from: event.from.name, to: event.to.name })
            : t('reconVehicle.timeline.entered', { to: event.to.name })}
          {kind && (
            <Chip
              size="small"
              variant="outlined"
              color={kind === 'back' ? 'warning' : 'info'}
              label={t(`reconVehicle.timeline.${kind}`, {
                count: event.from ? event.to.position - event.from.position - 1 : 0,
              })}
              sx={{ ml: 1 }}
            />
          )}
        </>
      ),
      detail: event.note,
      at: format.dateTime(event.at),
      by: event.by?.name,
    };
  });
  const target = card ? card.stage.targetMinutes * 60 : 0;
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader title={t('reconVehicle.position.title')} />
      <CardContent sx={{ pt: 0 }}>
        {error && <Alert severity="error">{errorText(error)}</Alert>}
        {loading && !data && <Skeleton variant="rounded" height={120} />}
        {data && !card && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('reconVehicle.position.notInRecon')}
          </Typography>
        )}
        {card && (
          <Box
            component="dl"
            sx={{ m: 0, mb: 3, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2 }}
            data-testid="recon-position"
          >
            <Fact label={t('reconVehicle.position.stage')}>{card.stage.name}</Fact>
            <Fact label={t('reconVehicle.position.timeInStage')}>
              <Chip
                size="small"
                color={TIMER_COLORS[card.timer]}
                label={
                  target > 0
                    ? t('reconVehicle.position.ofTarget', {
                        time: formatDuration(t, card.timeInStageSeconds),
                        target: formatDuration(t, target),
                      })
                    : formatDuration(t, card.timeInStageSeconds)
                }
              />
              <Box component="span" sx={{ display: 'block', typography: 'caption', color: 'text.secondary' }}>
                {t(`reconVehicle.timer.${card.timer}`)}
              </Box>
            </Fact>
            <Fact label={t('reconVehicle.position.assignee')}>
              {card.assignee?.name ?? t('reconVehicle.position.unassigned')}
            </Fact>
            <Fact label={t('reconVehicle.position.expected')}>
              {card.reachedFrontLine && !card.expectedFrontLineAt
                ? t('reconVehicle.position.onLine')
                : format.dateTime(card.expectedFrontLineAt)}
            </Fact>
          </Box>
        )}
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {t('reconVehicle.timeline.title')}
        </Typography>
        <HistoryTimeline entries={events} label={t('reconVehicle.timeline.title')} />
      </CardContent>
    </Card>
  );
}
