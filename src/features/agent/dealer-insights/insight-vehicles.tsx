import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../common/format';
import { EmptyState } from '../../common/loading';
import { PriceToMarketChip } from '../../pricing/pricing-cells';
import type { InsightVehicle } from './use-dealer-insights';

const vehicleName = ({ vehicle }: InsightVehicle) =>
  [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ');

const COLUMNS = {
  vehicle: vehicleName,
  stockNumber: (row: InsightVehicle) => row.vehicle.stockNumber,
  listPrice: (row: InsightVehicle) => row.vehicle.listPriceCents ?? null,
  daysInStock: (row: InsightVehicle) => row.daysInStock,
  priceToMarket: (row: InsightVehicle) => row.priceToMarket ?? null,
  marketDaysSupply: (row: InsightVehicle) => row.marketDaysSupply ?? null,
} satisfies Record<string, (row: InsightVehicle) => string | number | null>;
type Column = keyof typeof COLUMNS;
type Sort = { key: Column; direction: 'asc' | 'desc' };

function compare(left: string | number | null, right: string | number | null): number {
  // Nulls last whichever way the column is sorted.
  if (left === null) return right === null ? 0 : 1;
  if (right === null) return -1;
  return typeof left === 'number' && typeof right === 'number'
    ? left - right
    : String(left).localeCompare(String(right));
}

function sorted(rows: readonly InsightVehicle[], sort: Sort): InsightVehicle[] {
  const value = COLUMNS[sort.key];
  return [...rows].sort((left, right) => {
    const order = compare(value(left), value(right));
    return sort.direction === 'asc' || order === 0 ? order : -order;
  });
}

function VehicleCard({ row }: { row: InsightVehicle }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card
      component="li"
      variant="outlined"
      sx={{ listStyle: 'none', p: 1.5, breakInside: 'avoid' }}
      data-testid="insight-vehicle-card"
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {vehicleName(row)}
        </Typography>
        <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {format.money(row.vehicle.listPriceCents)}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('dealerInsights.vehicles.cardLine', {
          stockNumber: row.vehicle.stockNumber,
          days: row.daysInStock,
          supply: format.decimal(row.marketDaysSupply),
        })}
      </Typography>
      <Box sx={{ mt: 1 }}>
        <PriceToMarketChip percent={row.priceToMarket} />
      </Box>
    </Card>
  );
}

/** The dealer's vehicles in stock against the market: a sortable table, cards on a phone. */
export function InsightVehicles({ rows }: { rows: readonly InsightVehicle[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [sort, setSort] = useState<Sort>({ key: 'daysInStock', direction: 'desc' });
  const shown = useMemo(() => sorted(rows, sort), [rows, sort]);
  const title = t('dealerInsights.vehicles.title');
  const toggle = (key: Column) =>
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: 'desc' },
    );
  const header = (key: Column) => t(`dealerInsights.vehicles.column.${key}`);
  return (
    <Card component="section" aria-label={title} sx={{ mb: 3, minWidth: 0 }}>
      <Typography component="h2" variant="h6" sx={{ p: 2, pb: 1 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <EmptyState title={t('dealerInsights.vehicles.empty')} />
      ) : phone ? (
        <Box sx={{ px: 2, pb: 2 }}>
          <TextField
            select
            size="small"
            fullWidth
            label={t('dealerInsights.vehicles.sortBy')}
            value={`${sort.key}:${sort.direction}`}
            onChange={(event) => {
              const [key, direction] = event.target.value.split(':') as [Column, Sort['direction']];
              setSort({ key, direction });
            }}
            sx={{ mb: 1.5, displayPrint: 'none' }}
          >
            {(Object.keys(COLUMNS) as Column[]).flatMap((key) =>
              (['desc', 'asc'] as const).map((direction) => (
                <MenuItem key={`${key}:${direction}`} value={`${key}:${direction}`}>
                  {t(`dealerInsights.vehicles.sort.${direction}`, { column: header(key) })}
                </MenuItem>
              )),
            )}
          </TextField>
          <Box component="ul" sx={{ display: 'grid', gap: 1, m: 0, p: 0 }}>
            {shown.map((row) => (
              <VehicleCard key={row.vehicle.id} row={row} />
            ))}
          </Box>
        </Box>
      ) : (
        <TableContainer tabIndex={0} role="region" aria-label={t('dealerInsights.tableRegion', { title })}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {(Object.keys(COLUMNS) as Column[]).map((key) => (
                  <TableCell
                    key={key}
                    align={key === 'vehicle' || key === 'stockNumber' ? 'left' : 'right'}
                    sortDirection={sort.key === key ? sort.direction : false}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    <TableSortLabel
                      active={sort.key === key}
                      direction={sort.key === key ? sort.direction : 'desc'}
                      onClick={() => toggle(key)}
                    >
                      {header(key)}
                    </TableSortLabel>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((row) => (
                <TableRow key={row.vehicle.id} data-testid="insight-vehicle-row">
                  <TableCell>{vehicleName(row)}</TableCell>
                  <TableCell>{row.vehicle.stockNumber}</TableCell>
                  <TableCell align="right">{format.money(row.vehicle.listPriceCents)}</TableCell>
                  <TableCell align="right">{format.number(row.daysInStock)}</TableCell>
                  <TableCell align="right">
                    <PriceToMarketChip percent={row.priceToMarket} />
                  </TableCell>
                  <TableCell align="right">{format.decimal(row.marketDaysSupply)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Card>
  );
}
