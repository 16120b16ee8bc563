import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  ColumnsPanelTrigger,
  DataGrid,
  GRID_CHECKBOX_SELECTION_FIELD,
  Toolbar,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { useRouter } from 'next/router';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VehicleOrder } from '../../../graphql/generated/types';
import { LAYOUT } from '../../shared/config';
import { VEHICLE_PAGE_SIZES } from '../../shared/inventory/vehicle';
import { useCanDo } from '../access/use-can-do';
import { useColumnVisibility } from '../common/use-column-visibility';
import { useShowsReconStatus } from '../recon/vehicle/recon-status-chips';
import { DEFAULT_COLUMNS, SORT_FIELD_OF, useVehicleColumns, type Row } from './vehicle-grid-columns';

const COLUMN_OF = Object.fromEntries(Object.entries(SORT_FIELD_OF).map(([column, field]) => [field, column]));

function GridToolbar({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Toolbar style={{ flexWrap: 'wrap' }}>
      <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600, px: 0.5 }}>
        {t('inventory.grid.label')}
      </Typography>
      <ColumnsPanelTrigger render={<Button size="small" color="inherit" startIcon={<ViewColumnOutlined />} />}>
        {t('inventory.grid.columns')}
      </ColumnsPanelTrigger>
      {children}
    </Toolbar>
  );
}

/**
 * The inventory grid: the graph pages, sorts and filters (server modes), the grid shows one
 * page at a time. Clicking a row opens the vehicle; its checkbox chooses it (kept across pages).
 */
export function VehicleGrid(props: {
  rows: Row[];
  rowCount: number;
  loading: boolean;
  order: VehicleOrder;
  onOrderChange: (order: VehicleOrder) => void;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  userId: string | null;
  canSeeCost: boolean;
  selection: string[];
  onSelectionChange: (ids: string[]) => void;
  toolbar?: ReactNode;
}) {
  const { t } = useTranslation();
  const router = useRouter();
  const columns = useVehicleColumns({
    canSeeCost: props.canSeeCost,
    showsRecon: useShowsReconStatus(),
    market: useCanDo('readMarketPricing'),
  });
  const [visibility, setVisibility] = useColumnVisibility('inventory', props.userId, DEFAULT_COLUMNS);
  const selectionModel = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set(props.selection) }),
    [props.selection],
  );
  const { field: orderField, direction } = props.order;
  // One model per order: the grid reports a new model object back as a change.
  const sortModel = useMemo<GridSortModel>(
    () => [{ field: COLUMN_OF[orderField] ?? 'daysInInventory', sort: direction === 'ASC' ? 'asc' : 'desc' }],
    [orderField, direction],
  );

  function onSortModelChange(model: GridSortModel) {
    const [item] = model;
    const field = item ? SORT_FIELD_OF[item.field as keyof typeof SORT_FIELD_OF] : undefined;
    // Clearing the sort returns to the default: most days in inventory first.
    const order: VehicleOrder =
      field && item?.sort
        ? { field, direction: item.sort === 'asc' ? 'ASC' : 'DESC' }
        : { field: 'DAYS_IN_INVENTORY', direction: 'DESC' };
    // The same order again is no change (the URL is not written for it).
    if (order.field !== orderField || order.direction !== direction) props.onOrderChange(order);
  }

  return (
    // A fixed height: the header and pagination stay in view while the rows scroll.
    <Box sx={{ width: '100%', height: { xs: 620, md: 'max(520px, calc(100dvh - 340px))' } }}>
      <DataGrid<Row>
        label={t('inventory.grid.label')}
        rows={props.rows}
        columns={columns}
        rowCount={props.rowCount}
        loading={props.loading}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        disableRowSelectionOnClick
        checkboxSelection
        keepNonExistentRowsSelected
        disableRowSelectionExcludeModel
        rowSelectionModel={selectionModel}
        onRowSelectionModelChange={(model) => props.onSelectionChange([...model.ids].map(String))}
        sortingOrder={['desc', 'asc']}
        sortModel={sortModel}
        onSortModelChange={onSortModelChange}
        paginationModel={props.paginationModel}
        onPaginationModelChange={props.onPaginationModelChange}
        pageSizeOptions={[...VEHICLE_PAGE_SIZES]}
        columnVisibilityModel={visibility}
        onColumnVisibilityModelChange={setVisibility}
        rowHeight={LAYOUT.gridRowHeight}
        columnHeaderHeight={LAYOUT.gridHeaderHeight}
        onCellClick={({ field, row }) =>
          field !== GRID_CHECKBOX_SELECTION_FIELD && void router.push(`/inventory/${row.id}`)
        }
        showToolbar
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          toolbar: { children: props.toolbar } as never,
          loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
        }}
        localeText={{ noRowsLabel: t('inventory.grid.empty'), noResultsOverlayLabel: t('inventory.grid.empty') }}
        sx={{ border: 0, '& .MuiDataGrid-row': { cursor: 'pointer' }, bgcolor: 'background.paper' }}
      />
    </Box>
  );
}
