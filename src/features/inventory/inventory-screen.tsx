import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import dynamic from 'next/dynamic';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AgeBucketChips } from './age-bucket-chips';
import { BulkActions } from './bulk-actions';
import { ExportButton } from './export-button';
import { InventoryCards } from './inventory-cards';
import { useFormat } from '../common/format';
import { InventoryFilters } from './inventory-filters';
import { useGraphQLErrorText } from '../../base/use-graphql-action';
import { useInventoryAccess } from './use-inventory-access';
import { useInventoryView, type InventoryView } from './use-inventory-view';
import { useVehiclePage } from './use-vehicle-page';
import { SourcingLink } from '../sourcing/sourcing-link';
import { LeadsLink } from '../marketplaces/leads-link';

// The data grid and the import and add dialogs (CSV parser, vehicle form rules) load after the
// page's first paint, beside its data: the page stays inside its first-load budget (issue 14).
const VehicleGrid = dynamic(() => import('./vehicle-grid').then((module) => module.VehicleGrid), { ssr: false });
const ImportButton = dynamic(() => import('./import-dialog').then((module) => module.ImportButton), { ssr: false });
const AddVehicleButton = dynamic(() => import('./add-vehicle-dialog').then((module) => module.AddVehicleButton), {
  ssr: false,
});

const NONE_CHOSEN: string[] = [];

/**
 * The inventory list: search, filters and age buckets over a server-paged grid (cards on a
 * phone, where the grid's columns do not fit), with import, export and "add".
 */
export function InventoryScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const errorText = useGraphQLErrorText();
  const { canWrite, canSeeCost, userId } = useInventoryAccess();
  const { view, update } = useInventoryView();
  const onPageSizeChange = useCallback((pageSize: number) => update({ pageSize }), [update]);
  const page = useVehiclePage(view, onPageSizeChange);
  const change = useCallback((next: Partial<InventoryView>) => update(next), [update]);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  // The vehicles chosen in the grid belong to the filter they were chosen under.
  const filterKey = JSON.stringify(page.filter);
  const [chosen, setChosen] = useState<{ filterKey: string; ids: string[] }>({ filterKey, ids: [] });
  const selection = chosen.filterKey === filterKey ? chosen.ids : NONE_CHOSEN;
  // The grid reports its selection back whenever the model it is given changes: the same ids keep the same state.
  const select = useCallback(
    (ids: string[]) =>
      setChosen((current) =>
        current.filterKey === filterKey &&
        current.ids.length === ids.length &&
        current.ids.every((id, index) => id === ids[index])
          ? current
          : { filterKey, ids },
      ),
    [filterKey],
  );

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ mb: 2, gap: 2, justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            {t('inventory.title')}
          </Typography>
          <Typography color="text.secondary" aria-live="polite">
            {t('inventory.subtitle', { count: page.rowCount, formatted: format.number(page.rowCount) })}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <SourcingLink />
          <LeadsLink />
          {canWrite && <ImportButton />}
          {canWrite && <AddVehicleButton />}
        </Stack>
      </Stack>
      <Card sx={{ p: 2, mb: 2 }}>
        <Stack spacing={2}>
          <InventoryFilters view={view} onChange={change} />
          <AgeBucketChips
            filter={page.filter}
            selected={view.buckets}
            onChange={(buckets) => update({ buckets })}
            olderThan={view.olderThan}
            onOlderThanClear={() => update({ olderThan: null })}
          />
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
        {phone ? (
          <InventoryCards
            rows={page.rows}
            rowCount={page.rowCount}
            loading={page.loading}
            paginationModel={page.paginationModel}
            onPaginationModelChange={page.onPaginationModelChange}
            toolbar={<ExportButton filter={page.filter} order={view.order} canSeeCost={canSeeCost} />}
          />
        ) : (
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
            selection={selection}
            onSelectionChange={select}
            toolbar={
              <>
                <BulkActions
                  ids={selection}
                  onClear={() => select([])}
                  canWrite={canWrite}
                  canSeeCost={canSeeCost}
                  order={view.order}
                />
                <ExportButton filter={page.filter} order={view.order} canSeeCost={canSeeCost} />
              </>
            }
          />
        )}
      </Card>
    </Box>
  );
}
