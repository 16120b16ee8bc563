import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { DismissAttentionItemDocument } from '../../../graphql/generated/operations/DismissAttentionItem';
import { DismissAttentionItemsDocument } from '../../../graphql/generated/operations/DismissAttentionItems';
import {
  GetAttentionQueueDocument,
  type GetAttentionQueueQuery,
} from '../../../graphql/generated/operations/GetAttentionQueue';
import { ReopenAttentionItemDocument } from '../../../graphql/generated/operations/ReopenAttentionItem';
import { SnoozeAttentionItemDocument } from '../../../graphql/generated/operations/SnoozeAttentionItem';
import { SnoozeAttentionItemsDocument } from '../../../graphql/generated/operations/SnoozeAttentionItems';
import type { AttentionItemState, AttentionRule, AttentionSort } from '../../../graphql/generated/types';
import { useGraphQLAction } from '../../base/use-graphql-action';
import { useLiveRefetch } from '../../base/use-live-events';
import { ATTENTION_EVENT_TYPES } from '../../shared/needs-attention/rules';
import { useRefreshAttentionCount } from './use-attention-count';

export type AttentionQueueData = GetAttentionQueueQuery['attentionQueue'];
export type AttentionItem = AttentionQueueData['items'][number];
export type QueueFilter = { mine: boolean; rule: AttentionRule | null; state: AttentionItemState; sort: AttentionSort };

/**
 * The queue as filtered and sorted on screen, and its actions (one item, or a group at once): each toasts its outcome, then the queue
 * and the navigation badge are read again, so a worked item leaves the list and the count drops.
 * Someone else's change that may open or close an item, heard live, reads the queue again too.
 */
export function useAttentionQueue(filter: QueueFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(GetAttentionQueueDocument, {
    variables: {
      filter: {
        mine: filter.mine,
        rules: filter.rule ? [filter.rule] : null,
        states: [filter.state],
        sort: filter.sort,
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  useLiveRefetch(ATTENTION_EVENT_TYPES, refetch);
  const run = useGraphQLAction();
  const refreshCount = useRefreshAttentionCount();
  const [snooze] = useMutation(SnoozeAttentionItemDocument);
  const [dismiss] = useMutation(DismissAttentionItemDocument);
  const [reopen] = useMutation(ReopenAttentionItemDocument);
  const [snoozeMany] = useMutation(SnoozeAttentionItemsDocument);
  const [dismissMany] = useMutation(DismissAttentionItemsDocument);

  const after = useCallback(
    async <T>(action: () => Promise<T>, message: string) => {
      const result = await run(action, message);
      await refetch().catch(() => undefined);
      refreshCount();
      return result !== undefined;
    },
    [run, refetch, refreshCount],
  );

  return {
    queue: (data ?? previousData)?.attentionQueue,
    loading,
    error,
    refetch,
    snooze: (key: string, until: string, message: string) =>
      after(() => snooze({ variables: { input: { key, until } } }), message),
    dismiss: (key: string, reason: string, message: string) =>
      after(() => dismiss({ variables: { input: { key, reason } } }), message),
    reopen: (key: string, message: string) => after(() => reopen({ variables: { key } }), message),
    snoozeAll: (keys: string[], until: string, message: string) =>
      after(() => snoozeMany({ variables: { input: { keys, until } } }), message),
    dismissAll: (keys: string[], reason: string, message: string) =>
      after(() => dismissMany({ variables: { input: { keys, reason } } }), message),
  };
}
