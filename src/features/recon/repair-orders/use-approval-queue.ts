import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { DecideRepairOrderLinesDocument } from '../../../../graphql/generated/operations/DecideRepairOrderLines';
import {
  GetPendingRepairOrderApprovalsDocument,
  type GetPendingRepairOrderApprovalsQuery,
} from '../../../../graphql/generated/operations/GetPendingRepairOrderApprovals';
import { graphQLErrorCode } from '../../../lib/graphql-errors';
import { useGraphQLErrorText } from '../../../base/use-graphql-action';
import { useToast } from '../../../base/toast-provider';
import { useLiveRefetch } from '../../../base/use-live-events';

export type PendingApproval = GetPendingRepairOrderApprovalsQuery['pendingRepairOrderApprovals'][number];
export type ApprovalOrder = PendingApproval['order'];
export type ApprovalLine = ApprovalOrder['lines'][number];

/** What a decision names: the order, the lines (none: every pending line), approve or decline with a reason. */
export type Decision = {
  repairOrderId: string;
  lineIds?: string[];
  approve: boolean;
  reason?: string;
  successMessage: string;
};

const LIVE_TYPES = ['repair_order.submitted', 'repair_order.decided'] as const;

/** `conflict`: someone else decided first, and the queue shows what they decided. */
export type DecisionOutcome = 'done' | 'conflict' | 'failed';

/**
 * The approval queue (highest waiting cost first, as the server sorts it) and one way to decide:
 * each decision is confirmed by a toast and refreshes the queue, so a decided order leaves it.
 * When another approver decided first (CONFLICT), the server's sentence is shown and the queue
 * reloaded so the order shows what was decided. An order submitted or decided by someone else,
 * heard live, reads the queue again: it joins or leaves without a reload.
 */
export function useApprovalQueue() {
  const toast = useToast();
  const errorText = useGraphQLErrorText();
  const { data, loading, error, refetch } = useQuery(GetPendingRepairOrderApprovalsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  useLiveRefetch(LIVE_TYPES, refetch);
  const [mutate] = useMutation(DecideRepairOrderLinesDocument);

  const decide = useCallback(
    async ({ successMessage, ...input }: Decision): Promise<DecisionOutcome> => {
      // A failed reload shows as the queue's own error; it does not undo the decision.
      const reload = () => refetch().catch(() => undefined);
      try {
        await mutate({ variables: { input } });
      } catch (failure) {
        toast(errorText(failure), 'error');
        if (graphQLErrorCode(failure) !== 'CONFLICT') return 'failed';
        await reload();
        return 'conflict';
      }
      toast(successMessage, 'success');
      await reload();
      return 'done';
    },
    [mutate, refetch, toast, errorText],
  );

  return { approvals: data?.pendingRepairOrderApprovals, loading, error, refetch, decide };
}
