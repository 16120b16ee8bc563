import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveEvents, type LiveEvent } from '../../base/use-live-events';
import { useMe } from '../../base/use-me';
import { useToast } from '../../base/toast-provider';
import { useFormat } from '../common/format';
import { vehicleName, type ReconCardData } from './use-recon-board';

/** Someone else's change to a card, in words for the card ("Moved by Dana Lee, …"). */
type LiveChange = { note: string };

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
  const format = useFormat();
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
      const moved = event.type === 'recon.moved';
      const who = event.actor?.displayName ?? t('recon.live.someone');
      const change: LiveChange = {
        note: t(moved ? 'recon.live.movedBy' : 'recon.live.assignedBy', {
          who,
          time: format.dateTime(String(event.occurredAt)),
        }),
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
        moved
          ? t('recon.live.moved', { who, vehicle, stage: String(event.data.toStageName ?? '') })
          : t('recon.live.assigned', { who, vehicle }),
        'info',
      );
    },
    refetch,
  );
  return changes;
}

/**
 * The live board as a component that draws nothing: the screen loads it after its first paint
 * (next/dynamic), so the stream's code stays out of the page's first load. It hands the screen
 * the cards with other people's changes marked, or undefined when none is.
 */
// The default export: next/dynamic loads it by the module alone (a few bytes less on the page's first load).
export default function FollowLiveBoard({
  cards,
  onMarked,
}: {
  cards: ReconCardData[];
  onMarked: (cards: ReconCardData[] | undefined) => void;
}) {
  const changes = useLiveBoard(cards);
  useEffect(
    () =>
      onMarked(
        changes.size === 0
          ? undefined
          : cards.map((card) =>
              changes.has(card.vehicle.id) ? { ...card, liveNote: changes.get(card.vehicle.id)!.note } : card,
            ),
      ),
    [cards, changes, onMarked],
  );
  return null;
}
