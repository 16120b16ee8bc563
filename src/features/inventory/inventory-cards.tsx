import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { GridPaginationModel } from '@mui/x-data-grid';
import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VehicleListFieldsFragment } from '../../../graphql/generated/operations/VehicleListFields';
import { VEHICLE_PAGE_SIZES } from '../../shared/inventory/vehicle';
import { useFormat } from '../common/format';
import { AgeChip, StatusChip } from './chips';
import { VehiclePhotoThumbnail } from './vehicle-photos-thumbnail';
import { CertifiedChip, ReconStatus, useShowsReconStatus } from '../recon/vehicle/recon-status-chips';

type Row = VehicleListFieldsFragment;

function VehicleCard({ vehicle }: { vehicle: Row }) {
  const { t } = useTranslation();
  const format = useFormat();
  const showsRecon = useShowsReconStatus();
  const title = `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }} data-testid="vehicle-card">
      <CardActionArea
        component={NextLink}
        href={`/inventory/${vehicle.id}`}
        sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
      >
        <VehiclePhotoThumbnail photo={vehicle.mainPhoto} width={96} height={72} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" sx={{ gap: 1, justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography
              component="h3"
              variant="subtitle1"
              sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}
            >
              {title}
            </Typography>
            <Typography
              component="p"
              variant="subtitle1"
              sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
            >
              {format.money(vehicle.listPriceCents)}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {[t('inventory.detail.stockLine', { stockNumber: vehicle.stockNumber }), vehicle.trim]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <Stack direction="row" sx={{ mt: 1, gap: 1, flexWrap: 'wrap' }}>
            <AgeChip days={vehicle.daysInInventory} />
            <StatusChip status={vehicle.status} />
            {vehicle.certifiedAt && <CertifiedChip />}
          </Stack>
          {showsRecon && vehicle.recon && (
            <Box sx={{ mt: 1 }}>
              <ReconStatus recon={vehicle.recon} />
            </Box>
          )}
        </Box>
      </CardActionArea>
    </Card>
  );
}

/**
 * The inventory on a phone: one card per vehicle (photo, year/make/model, stock number, age,
 * price, status) over the same page of the graph the grid shows, with the same paging.
 */
export function InventoryCards(props: {
  rows: Row[];
  rowCount: number;
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  toolbar?: ReactNode;
}) {
  const { t } = useTranslation();
  const { page, pageSize } = props.paginationModel;
  return (
    <Box>
      <Stack direction="row" sx={{ px: 2, pt: 1.5, alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('inventory.grid.label')}
        </Typography>
        {props.toolbar}
      </Stack>
      <Box sx={{ height: 4, mt: 1 }}>{props.loading && <LinearProgress aria-label={t('app.loading')} />}</Box>
      {props.rows.length === 0 && !props.loading ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {t('inventory.grid.empty')}
        </Typography>
      ) : (
        <Stack component="ul" aria-label={t('inventory.grid.label')} sx={{ m: 0, p: 1.5, gap: 1 }}>
          {props.rows.map((vehicle) => (
            <VehicleCard key={vehicle.id} vehicle={vehicle} />
          ))}
        </Stack>
      )}
      <TablePagination
        component="div"
        count={props.rowCount}
        page={props.rowCount === 0 ? 0 : page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...VEHICLE_PAGE_SIZES]}
        onPageChange={(_event, next) => props.onPaginationModelChange({ page: next, pageSize })}
        onRowsPerPageChange={(event) =>
          props.onPaginationModelChange({ page: 0, pageSize: Number(event.target.value) })
        }
        labelRowsPerPage={t('inventory.cards.perPage')}
        sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 1 } }}
      />
    </Box>
  );
}
