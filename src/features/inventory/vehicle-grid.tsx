import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  ColumnsPanelTrigger,
  DataGrid,
  GRID_CHECKBOX_SELECTION_FIELD,
  Toolbar,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VehicleListFieldsFragment, VehicleOrder, VehicleSortField } from '../../../graphql/generated/client/graphql';
import { LAYOUT } from '../../shared/config';
import { AgeChip, StatusChip } from './chips';
import { useFormat } from '../common/format';
import { useColumnVisibility } from './use-column-visibility';
import { VEHICLE_PAGE_SIZES } from '../../shared/inventory/vehicle';
import { VehiclePhotoThumbnail } from './vehicle-photos-thumbnail';
import { CertifiedMark, ReconStatus, useShowsReconStatus } from '../recon-vehicle/recon-status-chips';

type Row = VehicleListFieldsFragment;

// Grid columns the graph can sort by, and the sort field each stands for.
const SORT_FIELD_OF: Partial<Record<keyof Row, VehicleSortField>> = {
  stockNumber: 'STOCK_NUMBER',
  year: 'YEAR',
  make: 'MAKE',
  model: 'MODEL',
  mileage: 'MILEAGE',
  status: 'STATUS',
  daysInInventory: 'DAYS_IN_INVENTORY',
  acquiredDate: 'ACQUIRED_DATE',
  listPriceCents: 'LIST_PRICE',
  costCents: 'COST',
};
const COLUMN_OF = Object.fromEntries(Object.entries(SORT_FIELD_OF).map(([column, field]) => [field, column]));

const DEFAULT_COLUMNS: GridColumnVisibilityModel = {
  trim: true,
  bodyStyle: false,
  exteriorColor: false,
  acquiredDate: false,
  acquisitionSource: false,
  potentialGrossCents: false,
  lotLocation: false,
};

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

function useColumns(canSeeCost: boolean, showsRecon: boolean): GridColDef<Row>[] {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(() => {
    const money = (field: 'listPriceCents' | 'costCents' | 'potentialGrossCents', headerKey: string): GridColDef<Row> => ({
      field,
      headerName: t(headerKey),
      type: 'number',
      width: 120,
      valueFormatter: (value: number | null) => format.money(value),
    });
    const columns: GridColDef<Row>[] = [
      {
        field: 'mainPhoto',
        headerName: t('inventory.field.photo'),
        width: 76,
        sortable: false,
        disableColumnMenu: true,
        renderCell: ({ row }) => (
          <Box sx={{ height: '100%', display: 'flex', alignItems: 'center' }}>
            <VehiclePhotoThumbnail photo={row.mainPhoto} width={56} height={42} />
          </Box>
        ),
      },
      {
        field: 'stockNumber',
        headerName: t('inventory.field.stockNumber'),
        width: 110,
        // The grid's keyboard model: one tab stop, arrow keys inside; the link takes the tab index the grid gives.
        renderCell: ({ row, tabIndex }) => (
          <Link
            component={NextLink}
            href={`/inventory/${row.id}`}
            tabIndex={tabIndex}
            underline="hover"
            sx={{ fontWeight: 600 }}
            onClick={(event) => event.stopPropagation()}
          >
            {row.stockNumber}
          </Link>
        ),
      },
      { field: 'year', headerName: t('inventory.field.year'), width: 80, valueFormatter: (value: number) => String(value) },
      { field: 'make', headerName: t('inventory.field.make'), width: 120 },
      { field: 'model', headerName: t('inventory.field.model'), minWidth: 130, flex: 1 },
      { field: 'trim', headerName: t('inventory.field.trim'), width: 130, sortable: false },
      {
        field: 'daysInInventory',
        headerName: t('inventory.field.daysInInventory'),
        width: 100,
        renderCell: ({ row }) => <AgeChip days={row.daysInInventory} />,
      },
      {
        field: 'status',
        headerName: t('inventory.field.status'),
        width: 130,
        renderCell: ({ row }) => (
          <Box sx={{ height: '100%', display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <StatusChip status={row.status} />
            {row.certifiedAt && <CertifiedMark />}
          </Box>
        ),
      },
      // Sales staff see where a car is in recon and when it should be ready (the `recon_status` feature).
      ...(showsRecon
        ? [
            {
              field: 'recon',
              headerName: t('reconVehicle.status.column'),
              width: 230,
              sortable: false,
              renderCell: ({ row }) => (
                <Box sx={{ height: '100%', display: 'flex', alignItems: 'center' }}>
                  <ReconStatus recon={row.recon} />
                </Box>
              ),
            } satisfies GridColDef<Row>,
          ]
        : []),
      money('listPriceCents', 'inventory.field.listPrice'),
      ...(canSeeCost ? [money('costCents', 'inventory.field.cost')] : []),
      ...(canSeeCost ? [{ ...money('potentialGrossCents', 'inventory.field.potentialGross'), sortable: false }] : []),
      {
        field: 'mileage',
        headerName: t('inventory.field.mileage'),
        type: 'number',
        width: 100,
        valueFormatter: (value: number) => format.number(value),
      },
      {
        field: 'vin',
        headerName: t('inventory.field.vin'),
        width: 185,
        sortable: false,
        renderCell: ({ value }) => (
          <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace', letterSpacing: 0.3 }}>
            {value as string}
          </Typography>
        ),
      },
      { field: 'bodyStyle', headerName: t('inventory.field.bodyStyle'), width: 110, sortable: false },
      { field: 'exteriorColor', headerName: t('inventory.field.exteriorColor'), width: 120, sortable: false },
      {
        field: 'acquiredDate',
        headerName: t('inventory.field.acquiredDate'),
        width: 120,
        valueFormatter: (value: string) => format.calendarDate(value),
      },
      {
        field: 'acquisitionSource',
        headerName: t('inventory.field.acquisitionSource'),
        width: 120,
        sortable: false,
        valueFormatter: (value: string) => t(`inventory.source.${value}`),
      },
      { field: 'lotLocation', headerName: t('inventory.field.lotLocation'), width: 150, sortable: false },
    ];
    return columns;
  }, [t, format, canSeeCost, showsRecon]);
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
  const columns = useColumns(props.canSeeCost, useShowsReconStatus());
  const [visibility, setVisibility] = useColumnVisibility(props.userId, DEFAULT_COLUMNS);
  const selectionModel = useMemo<GridRowSelectionModel>(() => ({ type: 'include', ids: new Set(props.selection) }), [props.selection]);
  const { field: orderField, direction } = props.order;
  // One model per order: the grid reports a new model object back as a change.
  const sortModel = useMemo<GridSortModel>(
    () => [{ field: COLUMN_OF[orderField] ?? 'daysInInventory', sort: direction === 'ASC' ? 'asc' : 'desc' }],
    [orderField, direction],
  );

  function onSortModelChange(model: GridSortModel) {
    const [item] = model;
    const field = item ? SORT_FIELD_OF[item.field as keyof Row] : undefined;
    // Clearing the sort returns to the default: most days in inventory first.
    const order: VehicleOrder =
      field && item?.sort ? { field, direction: item.sort === 'asc' ? 'ASC' : 'DESC' } : { field: 'DAYS_IN_INVENTORY', direction: 'DESC' };
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
        onCellClick={({ field, row }) => field !== GRID_CHECKBOX_SELECTION_FIELD && void router.push(`/inventory/${row.id}`)}
        showToolbar
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { children: props.toolbar } as never, loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
        localeText={{ noRowsLabel: t('inventory.grid.empty'), noResultsOverlayLabel: t('inventory.grid.empty') }}
        sx={{ border: 0, '& .MuiDataGrid-row': { cursor: 'pointer' }, bgcolor: 'background.paper' }}
      />
    </Box>
  );
}
