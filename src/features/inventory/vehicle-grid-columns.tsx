import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridColumnVisibilityModel } from '@mui/x-data-grid';
import NextLink from 'next/link';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { VehicleListFieldsFragment } from '../../../graphql/generated/operations/VehicleListFields';
import type { VehicleSortField } from '../../../graphql/generated/types';
import { useFormat } from '../common/format';
import { FigureCell, PriceToMarketChip } from '../pricing/pricing-cells';
import { vehicleName } from '../pricing/use-pricing';
import { CertifiedMark, ReconStatus } from '../recon/vehicle/recon-status-chips';
import { AgeChip, StatusChip } from './chips';
import { VehiclePhotoThumbnail } from './vehicle-photos-thumbnail';

export type Row = VehicleListFieldsFragment;

// Grid columns the graph can sort by, and the sort field each stands for (the Vehicle column
// sorts by make; the Make column, when chosen, shows it without a sort of its own).
export const SORT_FIELD_OF: Partial<Record<keyof Row | 'vehicle', VehicleSortField>> = {
  stockNumber: 'STOCK_NUMBER',
  vehicle: 'MAKE',
  year: 'YEAR',
  model: 'MODEL',
  mileage: 'MILEAGE',
  status: 'STATUS',
  daysInInventory: 'DAYS_IN_INVENTORY',
  acquiredDate: 'ACQUIRED_DATE',
  listPriceCents: 'LIST_PRICE',
  costCents: 'COST',
};

/**
 * Shown unless the user chooses otherwise: stock, vehicle, age, price, cost, potential gross,
 * price-to-market, recon and status fit 1440 px beside the navigation (the ones the viewer may
 * not see are left out of the grid altogether); the rest wait in the column chooser.
 */
export const DEFAULT_COLUMNS: GridColumnVisibilityModel = {
  mainPhoto: false,
  year: false,
  make: false,
  model: false,
  trim: false,
  mileage: false,
  vin: false,
  bodyStyle: false,
  exteriorColor: false,
  acquiredDate: false,
  acquisitionSource: false,
  lotLocation: false,
};

const middle = { height: '100%', display: 'flex', alignItems: 'center' } as const;

/** The grid's columns; cost and gross only for those who may see cost, price-to-market with the market feature, recon with recon_status. */
export function useVehicleColumns({
  canSeeCost,
  showsRecon,
  market,
}: {
  canSeeCost: boolean;
  showsRecon: boolean;
  market: boolean;
}): GridColDef<Row>[] {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(() => {
    const money = (field: 'listPriceCents' | 'costCents', headerKey: string, width: number): GridColDef<Row> => ({
      field,
      headerName: t(headerKey),
      type: 'number',
      width,
      valueFormatter: (value: number | null) => format.money(value),
    });
    const plain = (field: keyof Row, width: number, sortable = false): GridColDef<Row> => ({
      field,
      headerName: t(`inventory.field.${field}`),
      width,
      sortable,
    });
    const columns: (GridColDef<Row> | false)[] = [
      {
        field: 'mainPhoto',
        headerName: t('inventory.field.photo'),
        width: 76,
        sortable: false,
        disableColumnMenu: true,
        renderCell: ({ row }) => (
          <Box sx={middle}>
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
      {
        field: 'vehicle',
        headerName: t('inventory.field.vehicle'),
        // Grows with the screen, but not to the last pixel: the grid's scrollbar and header edges
        // then still fit beside the default columns at 1440 px (no sideways scroll: 50 + 110 +
        // 220 + 100 + 110 + 100 + 120 + 140 + 140 = 1,090 of the 1,132 px the page leaves it).
        minWidth: 180,
        maxWidth: 220,
        flex: 1,
        valueGetter: (_value, row) => vehicleName(row),
        renderCell: ({ row }) => <FigureCell value={vehicleName(row)} detail={row.trim ?? undefined} />,
      },
      {
        field: 'year',
        headerName: t('inventory.field.year'),
        width: 80,
        valueFormatter: (value: number) => String(value),
      },
      plain('make', 120),
      plain('model', 130, true),
      plain('trim', 130),
      {
        field: 'daysInInventory',
        headerName: t('inventory.field.daysInInventory'),
        width: 100,
        renderCell: ({ row }) => <AgeChip days={row.daysInInventory} />,
      },
      money('listPriceCents', 'inventory.field.listPrice', 110),
      canSeeCost && money('costCents', 'inventory.field.cost', 100),
      canSeeCost && {
        field: 'potentialGrossCents',
        headerName: t('inventory.field.potentialGross'),
        description: t('inventory.field.potentialGrossHint'),
        type: 'number',
        width: 120,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ ...middle, justifyContent: 'flex-end' }}>
            <GrossCell cents={row.potentialGrossCents} />
          </Box>
        ),
      },
      market && {
        field: 'priceToMarket',
        headerName: t('inventory.field.priceToMarket'),
        description: t('inventory.field.priceToMarketHint'),
        type: 'number',
        // The pricing grid's width: the header reads whole ("Price to market", not "Price to ma…").
        width: 140,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ ...middle, justifyContent: 'flex-end' }}>
            <PriceToMarketChip percent={row.priceToMarket} />
          </Box>
        ),
      },
      // Sales staff see where a car is in recon and when it should be ready (the `recon_status` feature).
      showsRecon && {
        field: 'recon',
        headerName: t('reconVehicle.status.column'),
        width: 200,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={middle}>
            <ReconStatus recon={row.recon} />
          </Box>
        ),
      },
      {
        field: 'status',
        headerName: t('inventory.field.status'),
        width: 140,
        renderCell: ({ row }) => (
          <Box sx={{ ...middle, gap: 0.5 }}>
            <StatusChip status={row.status} />
            {row.certifiedAt && <CertifiedMark />}
          </Box>
        ),
      },
      {
        field: 'mileage',
        headerName: t('inventory.field.mileage'),
        type: 'number',
        width: 100,
        valueFormatter: (value: number) => format.number(value),
      },
      plain('bodyStyle', 110),
      plain('exteriorColor', 120),
      {
        field: 'acquiredDate',
        headerName: t('inventory.field.acquiredDate'),
        width: 120,
        valueFormatter: (value: string) => format.calendarDate(value),
      },
      { ...plain('acquisitionSource', 120), valueFormatter: (value: string) => t(`inventory.source.${value}`) },
      plain('lotLocation', 150),
    ];
    return columns.filter((column): column is GridColDef<Row> => column !== false);
  }, [t, format, canSeeCost, showsRecon, market]);
}

/** Potential gross; a loss (under cost) in the error colour. */
function GrossCell({ cents }: { cents: number | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const loss = cents !== null && cents < 0;
  return (
    <Typography
      component="span"
      variant="body2"
      color={loss ? 'error' : undefined}
      title={loss ? t('inventory.grid.loss') : undefined}
      sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: loss ? 600 : undefined }}
    >
      {format.money(cents)}
    </Typography>
  );
}
