import { useQuery } from '@apollo/client/react';
import {
  GetDealerInsightsDocument,
  type GetDealerInsightsQuery,
} from '../../../../graphql/generated/operations/GetDealerInsights';
import { useCanDo } from '../../access/use-can-do';
import { useMe } from '../../../base/use-me';

export type DealerInsights = GetDealerInsightsQuery['dealerInsights'];
export type InsightVehicle = DealerInsights['vehicles'][number];
export type FastSeller = DealerInsights['fastSellers'][number];

/** The report when the viewer holds the feature; `included` false (and no request) otherwise. */
export function useDealerInsights() {
  const { user } = useMe({ throwOnError: false });
  const included = useCanDo('readDealerInsights');
  const query = useQuery(GetDealerInsightsDocument, { fetchPolicy: 'cache-and-network', skip: !included });
  return {
    ready: user !== null,
    included,
    report: query.data?.dealerInsights ?? null,
    query: {
      loaded: query.data !== undefined,
      loading: query.loading,
      error: query.error,
      onRetry: () => query.refetch(),
    },
  };
}
