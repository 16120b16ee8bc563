import { useMutation, useQuery } from '@apollo/client/react';
import { CreateSourcingTargetDocument } from '../../../graphql/generated/operations/CreateSourcingTarget';
import { DeleteRunListDocument } from '../../../graphql/generated/operations/DeleteRunList';
import { DeleteSourcingTargetDocument } from '../../../graphql/generated/operations/DeleteSourcingTarget';
import { GetRunListDocument, type GetRunListQuery } from '../../../graphql/generated/operations/GetRunList';
import { GetSourcingDocument, type GetSourcingQuery } from '../../../graphql/generated/operations/GetSourcing';

export type SourcingTarget = GetSourcingQuery['sourcingTargets'][number];
export type SourcingProposal = GetSourcingQuery['sourcingProposals'][number];
export type RunListSummary = GetSourcingQuery['runLists'][number];
export type RunListVehicle = GetRunListQuery['runList']['vehicles'][number];

const REFRESH = { refetchQueries: ['GetSourcing', 'GetRunList'], awaitRefetchQueries: true };

/** The buy list, its proposals and the run lists, with the mutations that change them. */
export function useSourcing() {
  const query = useQuery(GetSourcingDocument, { fetchPolicy: 'cache-and-network' });
  const [createTarget] = useMutation(CreateSourcingTargetDocument, REFRESH);
  const [deleteTarget] = useMutation(DeleteSourcingTargetDocument, REFRESH);
  const [deleteRunList] = useMutation(DeleteRunListDocument, {
    refetchQueries: ['GetSourcing'],
    awaitRefetchQueries: true,
  });
  return {
    data: query.data ?? null,
    query: {
      loaded: query.data !== undefined,
      loading: query.loading,
      error: query.error,
      onRetry: () => query.refetch(),
    },
    createTarget,
    deleteTarget,
    deleteRunList,
  };
}

/** A run list's vehicles with their matches and bids. */
export function useRunList(id: string | null, matchedOnly: boolean) {
  const query = useQuery(GetRunListDocument, {
    variables: { id: id ?? '', matchedOnly },
    skip: !id,
    fetchPolicy: 'cache-and-network',
  });
  return {
    runList: query.data?.runList ?? null,
    query: {
      loaded: query.data !== undefined,
      loading: query.loading,
      error: query.error,
      onRetry: () => query.refetch(),
    },
  };
}
