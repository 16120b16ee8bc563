import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveEvents, type LiveEvent } from '../../base/use-live-events';
import { useMe } from '../../base/use-me';
import { useToast } from '../../base/toast-provider';
import { vehicleName, type LiveChange, type ReconCardData } from './use-recon-board';

/** How long a card stays marked with who changed it. */
const MARK_MS = 30_000;
const LIVE_TYPES = ['recon.moved', 'recon.assigned'] as const;

/**
 * The board follows other people's moves and assignments as they happen: the board and its figures
 * are read again, the card is marked with who changed it and when, and a toast says so. The
 * viewer's own changes are already on screen (and toasted by the move itself): they are skipped.
 * After a dropped connection the board is read again, whatever was missed.
 */
export function useLiveBoard(cards: readonly ReconCardData[]): ReadonlyMap<string, LiveChange> {
  const client = useApolloClient();
  const { user } = useMe({ throwOnError: false });
  const { t } = useTranslation();
  const toast = useToast();
  const [changes, setChanges] = useState<ReadonlyMap<string, LiveChange>>(new Map());
  const latestCards = useRef(cards);
  useEffect(() => {
    latestCards.current = cards;
  });

  const refetch = () => void client.refetchQueries({ include: ['GetReconBoardScreen', 'GetReconBoardFigures'] });

  useLiveEvents(
    LIVE_TYPES,
    (event: LiveEvent) => {
      if (event.actor && event.actor.id === user?.id) return;
      refetch();
      const vehicleId = event.subjectId;
      const card = latestCards.current.find((each) => each.vehicle.id === vehicleId);
      const change: LiveChange = {
        kind: event.type === 'recon.moved' ? 'moved' : 'assigned',
        by: event.actor?.displayName ?? t('recon.live.someone'),
        at: String(event.occurredAt),
      };
      setChanges((current) => new Map(current).set(vehicleId, change));
      setTimeout(
        () =>
          setChanges((current) => {
            if (current.get(vehicleId) !== change) return current;
            const next = new Map(current);
            next.delete(vehicleId);
            return next;
          }),
        MARK_MS,
      );
      const vehicle = card ? vehicleName(card) : t('recon.live.aVehicle');
      toast(
        change.kind === 'moved'
          ? t('recon.live.moved', { who: change.by, vehicle, stage: String(event.data.toStageName ?? '') })
          : t('recon.live.assigned', { who: change.by, vehicle }),
        'info',
      );
    },
    refetch,
  );
  return changes;
}
