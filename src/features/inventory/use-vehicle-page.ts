import { useQuery } from '@apollo/client/react';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { GetVehiclesDocument } from '../../../graphql/generated/operations/GetVehicles';
import { useCursorPaging } from '../common/use-cursor-paging';
import { filterOf, type InventoryView } from './use-inventory-view';

/** One page of the list for the view, by cursor; any change of filter, order or page size starts at page 1. */
export function useVehiclePage(view: InventoryView, onPageSizeChange: (pageSize: number) => void) {
  const filter = useMemo(() => filterOf(view), [view]);
  const key = JSON.stringify([filter, view.order, view.pageSize]);
  const paging = useCursorPaging(key);
  const { data, previousData, loading, error, refetch } = useQuery(GetVehiclesDocument, {
    variables: { filter, orderBy: view.order, first: view.pageSize, after: paging.after },
    notifyOnNetworkStatusChange: true,
  });
  // While the next page loads, the grid keeps showing the last one (and its row count).
  const connection = (data ?? previousData)?.vehicles;

  function onPaginationModelChange(model: GridPaginationModel) {
    if (model.pageSize !== view.pageSize) return onPageSizeChange(model.pageSize);
    paging.goTo(model.page, data?.vehicles.pageInfo.endCursor);
  }

  return {
    filter,
    rows: connection?.edges.map((edge) => edge.node) ?? [],
    rowCount: connection?.totalCount ?? 0,
    hasNextPage: data?.vehicles.pageInfo.hasNextPage ?? false,
    loading,
    error,
    refetch,
    paginationModel: { page: paging.page, pageSize: view.pageSize },
    onPaginationModelChange,
  };
}
