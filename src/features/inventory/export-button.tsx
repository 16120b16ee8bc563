import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GetVehiclesForExportDocument,
  type GetVehiclesForExportQuery,
} from '../../../graphql/generated/operations/GetVehiclesForExport';
import type { VehicleFilter, VehicleOrder } from '../../../graphql/generated/types';
import { GRAPH_PAGES } from '../../shared/graph-pages';
import { vehiclesToCsv, type ExportVehicle } from '../../shared/inventory/export';
import { todayIso } from '../../shared/inventory/vehicle';
import { useToast } from '../../base/toast-provider';
import { saveCsv } from '../common/save-file';
import { useGraphQLErrorToast } from '../../base/use-graphql-action';

const EXPORT_PAGE = GRAPH_PAGES.vehiclesExport;

/** Downloads the vehicles of `filter` (the list's filtered view, or the chosen ones), in its order, every page of it, as CSV. */
export function ExportButton({
  filter,
  order,
  canSeeCost,
  label,
}: {
  filter: VehicleFilter;
  order: VehicleOrder;
  canSeeCost: boolean;
  label?: string;
}) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const toast = useToast();
  const toastError = useGraphQLErrorToast();
  const [progress, setProgress] = useState<number | null>(null);

  async function run() {
    setProgress(0);
    try {
      const vehicles: ExportVehicle[] = [];
      let after: string | null = null;
      do {
        const result: { data?: GetVehiclesForExportQuery } = await client.query({
          query: GetVehiclesForExportDocument,
          variables: { filter, orderBy: order, first: EXPORT_PAGE, after },
          fetchPolicy: 'no-cache',
        });
        const connection: GetVehiclesForExportQuery['vehicles'] = result.data!.vehicles;
        vehicles.push(...connection.edges.map((edge) => edge.node));
        setProgress(vehicles.length);
        after = connection.pageInfo.hasNextPage ? connection.pageInfo.endCursor : null;
      } while (after);
      saveCsv(`inventory-${todayIso()}.csv`, vehiclesToCsv(vehicles, { includeCost: canSeeCost }));
      toast(t('inventory.export.done', { count: vehicles.length }), 'success');
    } catch (error) {
      toastError(error);
    } finally {
      setProgress(null);
    }
  }

  return (
    <Button
      size="small"
      color="inherit"
      onClick={() => void run()}
      disabled={progress !== null}
      startIcon={progress !== null ? <CircularProgress size={16} /> : <FileDownloadOutlined />}
    >
      {progress !== null
        ? t('inventory.export.progress', { count: progress })
        : (label ?? t('inventory.export.button'))}
    </Button>
  );
}
