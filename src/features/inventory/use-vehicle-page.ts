import { useQuery } from '@apollo/client/react';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { GetVehiclesDocument } from '../../../graphql/generated/client/graphql';
import { filterOf, type InventoryView } from './use-inventory-view';

type Paging = { key: string; page: number; cursors: (string | null)[] };

/**
 * One page of the list for the view, by cursor: page n's cursor is the end of page n − 1, so
 * the grid moves a page at a time. Any change of filter, order or page size starts at page 1.
 */
export function useVehiclePage(view: InventoryView, onPageSizeChange: (pageSize: number) => void) {
  const filter = useMemo(() => filterOf(view), [view]);
  const key = JSON.stringify([filter, view.order, view.pageSize]);
  const [stored, setPaging] = useState<Paging>({ key, page: 0, cursors: [null] });
  const paging = stored.key === key ? stored : { key, page: 0, cursors: [null] };
  const after = paging.cursors[paging.page] ?? null;
  const { data, previousData, loading, error, refetch } = useQuery(GetVehiclesDocument, {
    variables: { filter, orderBy: view.order, first: view.pageSize, after },
    notifyOnNetworkStatusChange: true,
  });
  // While the next page loads, the grid keeps showing the last one (and its row count).
  const connection = (data ?? previousData)?.vehicles;

  function onPaginationModelChange(model: GridPaginationModel) {
    if (model.pageSize !== view.pageSize) return onPageSizeChange(model.pageSize);
    if (model.page === paging.page) return;
    const cursors = [...paging.cursors];
    if (model.page === paging.page + 1) {
      const end = data?.vehicles.pageInfo.endCursor;
      if (!end) return;
      cursors[model.page] = end;
    } else if (model.page !== 0 && cursors[model.page] === undefined) {
      return; // only neighbouring pages are reachable by cursor
    }
    setPaging({ key, page: model.page, cursors });
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
