import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';

/**
 * After vehicles were added or imported: every list, count and summary is read again (the
 * cached pages no longer hold the whole truth). A single vehicle's changes need no refresh:
 * the cache updates it by id.
 */
export function useInventoryRefresh() {
  const client = useApolloClient();
  return useCallback(() => {
    for (const fieldName of ['vehicles', 'vehicleAgeBuckets', 'vehicleMakes', 'inventorySummary']) {
      client.cache.evict({ id: 'ROOT_QUERY', fieldName });
    }
    client.cache.gc();
  }, [client]);
}
