import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssignReconBoardCardDocument } from '../../../graphql/generated/operations/AssignReconBoardCard';
import { GetReconAssigneesDocument } from '../../../graphql/generated/operations/GetReconAssignees';
import { GetReconBoardFiguresDocument } from '../../../graphql/generated/operations/GetReconBoardFigures';
import { GetReconBoardScreenDocument } from '../../../graphql/generated/operations/GetReconBoardScreen';
import { MoveReconBoardCardDocument } from '../../../graphql/generated/operations/MoveReconBoardCard';
import type { ReconBoardCardFieldsFragment } from '../../../graphql/generated/operations/ReconBoardCardFields';
import { useGraphQLErrorToast } from '../../base/use-graphql-action';
import { useToast } from '../../base/toast-provider';
import { monthRanges } from './board-view';

/** `liveNote`: someone else's change, heard live, in words ("Moved by Dana Lee, …"; use-live-board.ts), shown for a while. */
export type ReconCardData = ReconBoardCardFieldsFragment & { liveNote?: string };

/** "2021 Honda CR-V". */
export const vehicleName = (card: Pick<ReconCardData, 'vehicle'>) =>
  `${card.vehicle.year} ${card.vehicle.make} ${card.vehicle.model}`;

// A move or an assignment changes the board and its figures; both are read again from the server.
const AFTER_CHANGE = { refetchQueries: ['GetReconBoardScreen', 'GetReconBoardFigures'], awaitRefetchQueries: true };

/** The board's stages and cards, with moves that show at once where they go and settle on the server's answer. */
export function useReconBoard() {
  const query = useQuery(GetReconBoardScreenDocument, { fetchPolicy: 'cache-and-network' });
  const [moveMutation] = useMutation(MoveReconBoardCardDocument, AFTER_CHANGE);
  // Moves sent and not yet answered, vehicle id → stage id: the card shows in its new column meanwhile.
  const [pending, setPending] = useState<ReadonlyMap<string, string>>(new Map());
  // Vehicles this person moved here: kept in sight in their new column, however long it is.
  const [moved, setMoved] = useState<ReadonlySet<string>>(new Set());
  const { t } = useTranslation();
  const toast = useToast();
  const toastError = useGraphQLErrorToast();

  const stages = useMemo(() => query.data?.reconWorkflow.stages ?? [], [query.data]);
  const cards = useMemo(() => {
    const byId = new Map(stages.map((stage) => [stage.id, stage]));
    return (query.data?.reconBoard ?? []).map((card) => {
      const stage = byId.get(pending.get(card.vehicle.id) ?? '');
      return stage ? { ...card, stage } : card;
    });
  }, [query.data, pending, stages]);

  const settle = (vehicleId: string) =>
    setPending((current) => {
      const next = new Map(current);
      next.delete(vehicleId);
      return next;
    });

  const move = useCallback(
    async (card: ReconCardData, stageId: string, note?: string): Promise<boolean> => {
      if (card.stage.id === stageId) return true;
      setPending((current) => new Map(current).set(card.vehicle.id, stageId));
      try {
        const result = await moveMutation({
          variables: { input: { vehicleId: card.vehicle.id, stageId, note: note?.trim() || null } },
        });
        setMoved((current) => new Set(current).add(card.vehicle.id));
        toast(
          t('recon.moved', { vehicle: vehicleName(card), stage: result.data?.moveReconVehicle.stage.name ?? '' }),
          'success',
        );
        return true;
      } catch (error) {
        // The server refused (CONFLICT, BAD_USER_INPUT…): its sentence, and the card back where it was.
        toastError(error);
        return false;
      } finally {
        settle(card.vehicle.id);
      }
    },
    [moveMutation, t, toast, toastError],
  );

  return {
    stages,
    cards,
    pending,
    moved,
    move,
    loaded: Boolean(query.data),
    loading: query.loading,
    error: query.error,
    refetch: query.refetch,
  };
}

/** Assigning a card to a member (or nobody). */
export function useAssignReconCard() {
  const [assign, { loading }] = useMutation(AssignReconBoardCardDocument, AFTER_CHANGE);
  return {
    busy: loading,
    assign: (vehicleId: string, assigneeUserId: string | null) =>
      assign({ variables: { input: { vehicleId, assigneeUserId } } }),
  };
}

/** The active members a card can be assigned to (the filter's choices too). */
export function useReconAssignees() {
  const { data, loading, error } = useQuery(GetReconAssigneesDocument);
  return { assignees: data?.reconAssignees ?? [], loading, error };
}

/** This month's and last month's figures, in the reader's calendar. */
export function useReconFigures() {
  const [ranges] = useState(() => monthRanges(new Date()));
  return useQuery(GetReconBoardFiguresDocument, { variables: ranges, fetchPolicy: 'cache-and-network' });
}
