import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AddVehicleButton } from './add-vehicle-dialog';
import { AgeBucketChips } from './age-bucket-chips';
import { ExportButton } from './export-button';
import { useFormat } from '../common/format';
import { ImportButton } from './import-dialog';
import { InventoryFilters } from './inventory-filters';
import { useGraphQLErrorText } from '../common/use-graphql-action';
import { useInventoryAccess } from './use-inventory-access';
import { useInventoryView, type InventoryView } from './use-inventory-view';
import { useVehiclePage } from './use-vehicle-page';
import { VehicleGrid } from './vehicle-grid';

/** The inventory list: search, filters and age buckets over a server-paged grid, with import, export and "add". */
export function InventoryScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const errorText = useGraphQLErrorText();
  const { canWrite, canSeeCost, userId } = useInventoryAccess();
  const { view, update } = useInventoryView();
  const onPageSizeChange = useCallback((pageSize: number) => update({ pageSize }), [update]);
  const page = useVehiclePage(view, onPageSizeChange);
  const change = useCallback((next: Partial<InventoryView>) => update(next), [update]);

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mb: 2, gap: 2, justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}>
        <Box>
          <Typography variant="h4" component="h1">
            {t('inventory.title')}
          </Typography>
          <Typography color="text.secondary" aria-live="polite">
            {t('inventory.subtitle', { count: page.rowCount, formatted: format.number(page.rowCount) })}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {canWrite && <ImportButton />}
          {canWrite && <AddVehicleButton />}
        </Stack>
      </Stack>
      <Card sx={{ p: 2, mb: 2 }}>
        <Stack spacing={2}>
          <InventoryFilters view={view} onChange={change} />
          <AgeBucketChips filter={page.filter} selected={view.buckets} onChange={(buckets) => update({ buckets })} />
        </Stack>
      </Card>
      {page.error && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void page.refetch()}>
              {t('error.retry')}
            </Button>
          }
        >
          {errorText(page.error)}
        </Alert>
      )}
      <Card>
        <VehicleGrid
          rows={page.rows}
          rowCount={page.rowCount}
          loading={page.loading}
          order={view.order}
          onOrderChange={(order) => update({ order })}
          paginationModel={page.paginationModel}
          onPaginationModelChange={page.onPaginationModelChange}
          userId={userId}
          canSeeCost={canSeeCost}
          toolbar={<ExportButton filter={page.filter} order={view.order} canSeeCost={canSeeCost} />}
        />
      </Card>
    </Box>
  );
}
