import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { canSeeVehicleCost } from '../../shared/inventory/vehicle';
import { useMe } from '../../base/use-me';
import type { DayRange } from './range-presets';

/** One report over the address's range; `costWithheld` says why cost figures are null for this viewer. */
export function useReport<Data>(document: TypedDocumentNode<Data, { range: DayRange }>, range: DayRange | null) {
  const { user } = useMe({ throwOnError: false });
  const query = useQuery(document, {
    variables: { range: range ?? { from: '', to: '' } },
    skip: range === null,
    fetchPolicy: 'cache-and-network',
  });
  return {
    // No partial answers are asked for: an answer at hand is whole.
    data: query.data as Data | undefined,
    loaded: Boolean(query.data),
    loading: query.loading,
    error: query.error,
    onRetry: query.refetch,
    client: query.client,
    costWithheld: user !== null && !canSeeVehicleCost(user),
  };
}
