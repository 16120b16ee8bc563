import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  ColumnsPanelTrigger,
  DataGrid,
  Toolbar,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import NextLink from 'next/link';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '../../shared/config';
import { useFormat } from '../common/format';
import { useColumnVisibility } from '../common/use-column-visibility';
import { AgeChip } from '../inventory/chips';
import { FigureCell, PriceToMarketChip } from './pricing-cells';
import { PRICING_SORT_FIELDS, type PricingSortField, type PricingView } from './pricing-view';
import { vehicleName, wholeDollars, type PricingRow } from './use-pricing';

function GridToolbar({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Toolbar style={{ flexWrap: 'wrap', gap: 8 }}>
      <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600, px: 0.5 }}>
        {t('pricing.grid.label')}
      </Typography>
      <ColumnsPanelTrigger render={<Button size="small" color="inherit" startIcon={<ViewColumnOutlined />} />}>
        {t('pricing.grid.columns')}
      </ColumnsPanelTrigger>
      {children}
    </Toolbar>
  );
}

// Every column shows until the user hides it; the choice is kept per user (the inventory grid's chooser).
const DEFAULT_COLUMNS: GridColumnVisibilityModel = {};

// Widths fit each header beside its sort button at 1440 px ("Price to market", not "Price to ma…")
// and each cell ("164 days", not "164 d…").
function useColumns({ market, canSeeCost }: { market: boolean; canSeeCost: boolean }): GridColDef<PricingRow>[] {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(() => {
    const number = (
      field: PricingSortField,
      width: number,
      value: (row: PricingRow) => number | null | undefined,
    ): GridColDef<PricingRow> => ({
      field,
      headerName: t(`pricing.field.${field}`),
      type: 'number',
      width,
      valueGetter: (_value, row) => value(row) ?? null,
    });
    const columns: GridColDef<PricingRow>[] = [
      {
        field: 'stockNumber',
        headerName: t('pricing.field.stockNumber'),
        width: 100,
        valueGetter: (_value, row) => row.vehicle.stockNumber,
        renderCell: ({ row, tabIndex }) => (
          <Link
            component={NextLink}
            href={`/inventory/${row.vehicle.id}`}
            tabIndex={tabIndex}
            underline="hover"
            sx={{ fontWeight: 600 }}
          >
            {row.vehicle.stockNumber}
          </Link>
        ),
      },
      {
        field: 'vehicle',
        headerName: t('pricing.field.vehicle'),
        minWidth: 180,
        flex: 1,
        valueGetter: (_value, row) => vehicleName(row.vehicle),
        renderCell: ({ row }) => <FigureCell value={vehicleName(row.vehicle)} detail={row.vehicle.trim ?? undefined} />,
      },
      {
        ...number('daysInInventory', 110, (row) => row.vehicle.daysInInventory),
        renderCell: ({ row }) => <AgeChip days={row.vehicle.daysInInventory} />,
      },
      {
        ...number('listPriceCents', 110, (row) => row.vehicle.listPriceCents),
        valueFormatter: (value: number | null) => format.money(value),
      },
      {
        ...number('suggestedPriceCents', 170, (row) => row.suggestedPriceCents),
        renderCell: ({ row }) => (
          <FigureCell value={format.money(row.suggestedPriceCents)} detail={row.suggestionNote} />
        ),
      },
      ...(canSeeCost
        ? [
            {
              ...number('floorCents', 100, (row) => row.floorCents),
              valueFormatter: (value: number | null) => format.money(value),
            },
          ]
        : []),
    ];
    if (!market) return columns;
    return [
      ...columns,
      {
        ...number('marketAverageCents', 130, (row) => row.marketAverageCents),
        renderCell: ({ row }) => (
          <FigureCell
            value={format.money(wholeDollars(row.marketAverageCents))}
            detail={
              row.comparables == null
                ? undefined
                : t('pricing.comparables', { count: row.comparables, formatted: format.number(row.comparables) })
            }
          />
        ),
      },
      {
        ...number('priceToMarket', 140, (row) => row.priceToMarket),
        renderCell: ({ row }) => <PriceToMarketChip percent={row.priceToMarket} />,
      },
      {
        ...number('rank', 90, (row) => row.rank),
        valueFormatter: (_value, row) =>
          row.rank == null || row.rankOf == null ? '—' : t('pricing.rankOf', { rank: row.rank, of: row.rankOf }),
      },
      {
        ...number('marketDaysSupply', 124, (row) => row.marketDaysSupply),
        valueFormatter: (value: number | null) => format.decimal(value),
      },
      ...(canSeeCost
        ? [
            {
              ...number('costToMarket', 140, (row) => row.costToMarket),
              valueFormatter: (value: number | null) =>
                value == null ? '—' : t('pricing.percent', { value: format.decimal(value * 100) }),
            },
          ]
        : []),
    ];
  }, [t, format, market, canSeeCost]);
}

/**
 * The stock's pricing grid: every vehicle of the view with its list, suggested and floor prices
 * and, with the market feature, its place in the market. Sorted in the browser (the graph
 * answers the whole stock at once); the checkboxes choose vehicles to reprice.
 */
export function PricingGrid(props: {
  rows: PricingRow[];
  loading: boolean;
  market: boolean;
  canSeeCost: boolean;
  selectable: boolean;
  selection: string[];
  onSelectionChange: (ids: string[]) => void;
  sort: PricingView['sort'];
  onSortChange: (sort: PricingView['sort']) => void;
  userId: string | null;
  toolbar?: ReactNode;
}) {
  const { t } = useTranslation();
  const columns = useColumns(props);
  const [visibility, setVisibility] = useColumnVisibility('pricing', props.userId, DEFAULT_COLUMNS);
  const selectionModel = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set(props.selection) }),
    [props.selection],
  );
  const { field, direction } = props.sort;
  const sortModel = useMemo<GridSortModel>(() => [{ field, sort: direction }], [field, direction]);

  function onSortModelChange(model: GridSortModel) {
    const [item] = model;
    const known = item && (PRICING_SORT_FIELDS as readonly string[]).includes(item.field) && item.sort;
    const next: PricingView['sort'] = known
      ? { field: item.field as PricingSortField, direction: item.sort ?? 'desc' }
      : { field: 'daysInInventory', direction: 'desc' };
    if (next.field !== field || next.direction !== direction) props.onSortChange(next);
  }

  return (
    <DataGrid<PricingRow>
      label={t('pricing.grid.label')}
      rows={props.rows}
      getRowId={(row) => row.vehicle.id}
      columns={columns}
      loading={props.loading}
      disableColumnFilter
      disableRowSelectionOnClick
      checkboxSelection={props.selectable}
      disableRowSelectionExcludeModel
      rowSelectionModel={selectionModel}
      onRowSelectionModelChange={(model) => props.onSelectionChange([...model.ids].map(String))}
      sortingOrder={['desc', 'asc']}
      sortModel={sortModel}
      onSortModelChange={onSortModelChange}
      initialState={{ pagination: { paginationModel: { pageSize: 50 } } }}
      pageSizeOptions={[25, 50, 100]}
      columnVisibilityModel={visibility}
      onColumnVisibilityModelChange={setVisibility}
      rowHeight={LAYOUT.gridRowHeight}
      columnHeaderHeight={LAYOUT.gridHeaderHeight}
      showToolbar
      slots={{ toolbar: GridToolbar }}
      slotProps={{
        toolbar: { children: props.toolbar } as never,
        loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
      }}
      localeText={{ noRowsLabel: t('pricing.grid.empty'), noResultsOverlayLabel: t('pricing.grid.empty') }}
      sx={{ border: 0, bgcolor: 'background.paper', height: { xs: 620, md: 'max(520px, calc(100dvh - 380px))' } }}
    />
  );
}
