import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { GetRepairOrdersDocument } from '../../../../graphql/generated/operations/GetRepairOrders';
import { InspectionsCard } from './inspections-card';
import { ReconPositionCard } from './recon-position-card';
import { RepairOrdersCard } from './repair-orders-card';
import { useReconVehicleAccess } from './use-recon-vehicle-access';

/**
 * The vehicle page's recon section: its place in recon and timeline, inspections and repair
 * orders, each shown to whoever may read it and changed only by whoever may change it.
 */
export function VehicleReconSection({
  vehicleId,
  certifiedAt,
}: {
  vehicleId: string;
  certifiedAt: string | null | undefined;
}) {
  const { t } = useTranslation();
  const access = useReconVehicleAccess();
  const orders = useQuery(GetRepairOrdersDocument, { variables: { vehicleId }, skip: !access.canReadOrders });
  if (!access.canReadRecon && !access.canReadOrders) return null;
  const list = orders.data?.repairOrders ?? [];
  return (
    <section aria-labelledby="vehicle-recon-title">
      <Typography id="vehicle-recon-title" variant="h5" component="h2" sx={{ mt: 4, mb: 2 }}>
        {t('reconVehicle.title')}
      </Typography>
      <Grid container spacing={3}>
        {access.canReadRecon && (
          <Grid size={12}>
            <ReconPositionCard vehicleId={vehicleId} />
          </Grid>
        )}
        {access.canReadRecon && (
          <Grid size={{ xs: 12, lg: 6 }}>
            <InspectionsCard vehicleId={vehicleId} certifiedAt={certifiedAt} orders={list} />
          </Grid>
        )}
        {access.canReadOrders && (
          <Grid size={{ xs: 12, lg: access.canReadRecon ? 6 : 12 }}>
            <RepairOrdersCard
              vehicleId={vehicleId}
              orders={list}
              error={orders.error}
              canChange={access.canChangeOrders}
            />
          </Grid>
        )}
      </Grid>
    </section>
  );
}
