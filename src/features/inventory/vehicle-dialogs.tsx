import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeVehiclePriceDocument } from '../../../graphql/generated/operations/ChangeVehiclePrice';
import { ChangeVehicleStatusDocument } from '../../../graphql/generated/operations/ChangeVehicleStatus';
import { UpdateVehicleDocument } from '../../../graphql/generated/operations/UpdateVehicle';
import type { VehicleDetailFieldsFragment } from '../../../graphql/generated/operations/VehicleDetailFields';
import type { VehicleStatus } from '../../../graphql/generated/types';
import { DISPOSED_STATUSES, VEHICLE_LIMITS } from '../../shared/inventory/vehicle';
import { FormDialog } from '../common/form-dialog';
import { useGraphQLErrorToast } from '../../base/use-graphql-action';
import { useToast } from '../../base/toast-provider';
import { useFormat } from '../common/format';
import { centsFromInput, inputFromCents } from './money-input';
import { StatusChangeFields } from './status-change-fields';
import { useInventoryRefresh } from './use-inventory-refresh';
import { readSaleDraft, SaleFields, saleDraftOf } from './vehicle-sale';
import {
  checkVehicleForm,
  vehicleFacts,
  vehicleFormValues,
  VehicleFormFields,
  type VehicleFormErrors,
} from './vehicle-form';

type Vehicle = VehicleDetailFieldsFragment;
type DialogProps = { vehicle: Vehicle; open: boolean; onClose: () => void };

/** Edits the vehicle's facts (price and status have their own dialogs and histories). */
export function EditVehicleDialog({ vehicle, open, onClose, canSeeCost }: DialogProps & { canSeeCost: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const toastError = useGraphQLErrorToast();
  const refresh = useInventoryRefresh();
  const [values, setValues] = useState(() => vehicleFormValues(vehicle));
  const [errors, setErrors] = useState<VehicleFormErrors>({});
  const [acceptMismatch, setAcceptMismatch] = useState(!vehicle.vinDecoding.checkDigitValid);
  const [update, { loading }] = useMutation(UpdateVehicleDocument);

  async function submit() {
    const found = checkVehicleForm(values, { withPrice: false, withCost: canSeeCost, acceptMismatch });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await update({
        variables: {
          input: {
            id: vehicle.id,
            ...vehicleFacts(values, { withCost: canSeeCost }),
            acceptCheckDigitMismatch: acceptMismatch,
          },
        },
      });
      // Facts like make or age show in lists and counts.
      refresh();
      toast(t('inventory.edit.saved'), 'success');
      onClose();
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <FormDialog
      open={open}
      title={t('inventory.edit.title', { stockNumber: vehicle.stockNumber })}
      submitLabel={t('common.save')}
      busy={loading}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="md"
      dividers
    >
      <VehicleFormFields
        vehicleId={vehicle.id}
        values={values}
        onChange={setValues}
        errors={errors}
        acceptMismatch={acceptMismatch}
        onAcceptMismatchChange={setAcceptMismatch}
        withPrice={false}
        withStatus={false}
        withCost={canSeeCost}
      />
    </FormDialog>
  );
}

/** Sets a new list price with an optional reason; the change goes into the price history. */
export function ChangePriceDialog({ vehicle, open, onClose }: DialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const toastError = useGraphQLErrorToast();
  const [price, setPrice] = useState(() => inputFromCents(vehicle.listPriceCents));
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [change, { loading }] = useMutation(ChangeVehiclePriceDocument);
  const cents = centsFromInput(price);

  async function submit() {
    if (cents === null) return setInvalid(true);
    try {
      await change({ variables: { input: { id: vehicle.id, listPriceCents: cents, reason: reason.trim() || null } } });
      toast(t('inventory.price.saved', { price: format.money(cents) }), 'success');
      onClose();
    } catch (error) {
      toastError(error);
    }
  }

  const difference = cents !== null && vehicle.listPriceCents !== null ? cents - vehicle.listPriceCents : null;
  return (
    <FormDialog
      open={open}
      title={t('inventory.price.title')}
      submitLabel={t('inventory.price.submit')}
      busy={loading}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
      dividers
    >
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('inventory.price.current', { price: format.money(vehicle.listPriceCents) })}
        </Typography>
        <TextField
          label={t('inventory.price.new')}
          value={price}
          onChange={(event) => {
            setPrice(event.target.value);
            setInvalid(false);
          }}
          error={invalid}
          helperText={
            invalid
              ? t('inventory.form.error.money')
              : difference !== null && difference !== 0
                ? t(difference < 0 ? 'inventory.price.down' : 'inventory.price.up', {
                    amount: format.money(Math.abs(difference)),
                  })
                : ' '
          }
          autoFocus
          required
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
        />
        <TextField
          label={t('inventory.price.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: VEHICLE_LIMITS.maxReasonLength } }}
        />
      </Stack>
    </FormDialog>
  );
}

/**
 * Moves the vehicle to another status with a note; the move goes into the status history. Marking
 * it sold or wholesaled asks the sale's price (prefilled with the list price) and day.
 */
export function ChangeStatusDialog({ vehicle, open, onClose }: DialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const toastError = useGraphQLErrorToast();
  const refresh = useInventoryRefresh();
  const [status, setStatus] = useState<VehicleStatus>(vehicle.status);
  const [note, setNote] = useState('');
  const [saleDraft, setSaleDraft] = useState(() => saleDraftOf(vehicle));
  const [wrongSale, setWrongSale] = useState<'price' | 'soldOn' | null>(null);
  const [change, { loading }] = useMutation(ChangeVehicleStatusDocument);
  const asksSale = DISPOSED_STATUSES.includes(status);

  async function submit() {
    const read = asksSale ? readSaleDraft(saleDraft, vehicle.acquiredDate) : null;
    if (read && 'wrong' in read) return setWrongSale(read.wrong);
    try {
      await change({
        variables: { input: { id: vehicle.id, status, note: note.trim() || null, sale: read?.sale ?? null } },
      });
      // Counts by status and age change with it.
      refresh();
      toast(t('inventory.statusChange.saved', { status: t(`inventory.status.${status}`) }), 'success');
      onClose();
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <FormDialog
      open={open}
      title={t('inventory.statusChange.title')}
      submitLabel={t('inventory.statusChange.submit')}
      busy={loading}
      canSubmit={status !== vehicle.status}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
      dividers
    >
      <StatusChangeFields
        status={status}
        onStatusChange={setStatus}
        note={note}
        onNoteChange={setNote}
        statusLabel={t('inventory.field.status')}
        noteLabel={t('inventory.statusChange.note')}
      />
      {asksSale && (
        <Box sx={{ pt: 2 }}>
          <SaleFields
            draft={saleDraft}
            onChange={(draft) => {
              setSaleDraft(draft);
              setWrongSale(null);
            }}
            wrong={wrongSale}
            acquiredDate={vehicle.acquiredDate}
          />
        </Box>
      )}
    </FormDialog>
  );
}
