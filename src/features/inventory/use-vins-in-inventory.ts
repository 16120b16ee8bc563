import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { GetVehiclesByVinDocument } from '../../../graphql/generated/operations/GetVehiclesByVin';
import { GRAPH_PAGES } from '../../shared/graph-pages';

const VINS_PER_QUERY = GRAPH_PAGES.vinsPerQuery;

export type VinsInInventory =
  { state: 'loading' } | { state: 'error'; error: unknown } | { state: 'done'; vins: Set<string> };

/** Which of `vins` (normalised) are vehicles of the organization already, asked part by part. */
export function useVinsInInventory(vins: string[]): VinsInInventory {
  const client = useApolloClient();
  const key = [...new Set(vins)].sort().join(',');
  const [answer, setAnswer] = useState<{ key: string; result: VinsInInventory } | null>(null);
  useEffect(() => {
    let current = true;
    const asked = key === '' ? [] : key.split(',');
    void (async () => {
      try {
        const found = new Set<string>();
        for (let start = 0; start < asked.length; start += VINS_PER_QUERY) {
          const { data } = await client.query({
            query: GetVehiclesByVinDocument,
            variables: { vins: asked.slice(start, start + VINS_PER_QUERY), first: VINS_PER_QUERY },
            fetchPolicy: 'network-only',
          });
          for (const { node } of data!.vehicles.edges) found.add(node.vin);
        }
        if (current) setAnswer({ key, result: { state: 'done', vins: found } });
      } catch (error) {
        if (current) setAnswer({ key, result: { state: 'error', error } });
      }
    })();
    return () => {
      current = false;
    };
  }, [client, key]);
  return answer?.key === key ? answer.result : { state: 'loading' };
}
