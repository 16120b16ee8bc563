import { useMutation, useQuery } from '@apollo/client/react';
import { AcceptInventoryRequestDocument } from '../../../graphql/generated/operations/AcceptInventoryRequest';
import { CancelInventoryRequestDocument } from '../../../graphql/generated/operations/CancelInventoryRequest';
import { DeclineInventoryRequestDocument } from '../../../graphql/generated/operations/DeclineInventoryRequest';
import {
  GetGroupInventoryDocument,
  type GetGroupInventoryQuery,
} from '../../../graphql/generated/operations/GetGroupInventory';
import { GetInventoryRequestsDocument } from '../../../graphql/generated/operations/GetInventoryRequests';
import type { InventoryRequestFieldsFragment } from '../../../graphql/generated/operations/InventoryRequestFields';
import { ReceiveInventoryRequestDocument } from '../../../graphql/generated/operations/ReceiveInventoryRequest';
import { RequestInventoryDocument } from '../../../graphql/generated/operations/RequestInventory';
import { ShipInventoryRequestDocument } from '../../../graphql/generated/operations/ShipInventoryRequest';
import type { InventoryRequestDirection } from '../../../graphql/generated/types';

export type GroupStockVehicle = GetGroupInventoryQuery['groupInventory']['edges'][number]['node'];
export type InventoryRequest = InventoryRequestFieldsFragment;

// A move changes both the lists and what group stock offers (a requested car leaves it, a declined one returns).
const REFRESH = { refetchQueries: ['GetInventoryRequests', 'GetGroupInventory'], awaitRefetchQueries: true };

const queryState = (query: { data?: unknown; loading: boolean; error?: unknown; refetch: () => unknown }) => ({
  loaded: query.data !== undefined,
  loading: query.loading,
  error: query.error,
  onRetry: () => query.refetch(),
});

/** One page of the dealer group's requestable stock. */
export function useGroupStock(variables: { search: string; first: number; after: string | null }) {
  const query = useQuery(GetGroupInventoryDocument, {
    variables: { ...variables, search: variables.search || undefined },
    fetchPolicy: 'cache-and-network',
  });
  return { stock: (query.data ?? query.previousData)?.groupInventory ?? null, query: queryState(query) };
}

/** One page of the organization's requests on one side. */
export function useInventoryRequests(direction: InventoryRequestDirection, first: number, after: string | null) {
  const query = useQuery(GetInventoryRequestsDocument, {
    variables: { direction, first, after },
    fetchPolicy: 'cache-and-network',
  });
  return { requests: query.data?.inventoryRequests ?? null, query: queryState(query) };
}

/** The mutations that make and move requests. */
export function useInventoryRequestMoves() {
  const [request] = useMutation(RequestInventoryDocument, REFRESH);
  const [accept] = useMutation(AcceptInventoryRequestDocument, REFRESH);
  const [decline] = useMutation(DeclineInventoryRequestDocument, REFRESH);
  const [ship] = useMutation(ShipInventoryRequestDocument, REFRESH);
  const [receive] = useMutation(ReceiveInventoryRequestDocument, REFRESH);
  const [cancel] = useMutation(CancelInventoryRequestDocument, REFRESH);
  return { request, accept, decline, ship, receive, cancel };
}
