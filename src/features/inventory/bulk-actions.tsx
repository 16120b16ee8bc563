import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeVehicleStatusesDocument } from '../../../graphql/generated/operations/ChangeVehicleStatuses';
import type { VehicleOrder } from '../../../graphql/generated/types';
import { DISPOSED_STATUSES, VEHICLE_LIMITS, type VehicleStatus } from '../../shared/inventory/vehicle';
import { FormDialog } from '../common/form-dialog';
import { useGraphQLErrorToast } from '../../base/use-graphql-action';
import { useToast } from '../../base/toast-provider';
import { ExportButton } from './export-button';
import { StatusChangeFields } from './status-change-fields';
import { useInventoryRefresh } from './use-inventory-refresh';

/** Moves the chosen vehicles to one status, with an optional note, in one change (all or nothing). */
function ChangeStatusesButton({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const toastError = useGraphQLErrorToast();
  const refresh = useInventoryRefresh();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<VehicleStatus>('frontline');
  const [note, setNote] = useState('');
  const [change, { loading }] = useMutation(ChangeVehicleStatusesDocument);
  const tooMany = ids.length > VEHICLE_LIMITS.maxBulkStatusChange;

  async function submit() {
    try {
      await change({ variables: { input: { ids, status, note: note.trim() || null } } });
      setOpen(false);
      refresh();
      onDone();
      toast(t('inventory.bulk.statusDone', { count: ids.length, status: t(`inventory.status.${status}`) }), 'success');
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<SwapHorizOutlined />}
        disabled={tooMany}
        title={tooMany ? t('inventory.bulk.tooMany', { max: VEHICLE_LIMITS.maxBulkStatusChange }) : undefined}
        onClick={() => {
          setNote('');
          setOpen(true);
        }}
      >
        {t('inventory.bulk.changeStatus')}
      </Button>
      <FormDialog
        open={open}
        title={t('inventory.bulk.statusTitle', { count: ids.length })}
        submitLabel={t('inventory.bulk.statusSubmit', { count: ids.length })}
        busy={loading}
        onSubmit={submit}
        onClose={() => setOpen(false)}
      >
        <StatusChangeFields
          status={status}
          onStatusChange={setStatus}
          note={note}
          onNoteChange={setNote}
          statusLabel={t('inventory.bulk.newStatus')}
          noteLabel={t('inventory.bulk.note')}
        />
        {DISPOSED_STATUSES.includes(status) && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('sales.bulkHint')}
          </Alert>
        )}
      </FormDialog>
    </>
  );
}

/** What can be done with the vehicles chosen in the grid: change their status, export them, or let go of them. */
export function BulkActions(props: {
  ids: string[];
  onClear: () => void;
  canWrite: boolean;
  canSeeCost: boolean;
  order: VehicleOrder;
}) {
  const { t } = useTranslation();
  const { ids } = props;
  if (ids.length === 0) return null;
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={t('inventory.bulk.label')}
      sx={{ gap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, px: 0.5 }} aria-live="polite">
        {t('inventory.bulk.selected', { count: ids.length })}
      </Typography>
      {props.canWrite && <ChangeStatusesButton ids={ids} onDone={props.onClear} />}
      <ExportButton
        filter={{ ids }}
        order={props.order}
        canSeeCost={props.canSeeCost}
        label={t('inventory.bulk.export')}
      />
      <Button size="small" color="inherit" onClick={props.onClear}>
        {t('inventory.bulk.clear')}
      </Button>
    </Stack>
  );
}
