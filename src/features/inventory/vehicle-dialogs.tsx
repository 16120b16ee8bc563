import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ChangeVehiclePriceDocument,
  ChangeVehicleStatusDocument,
  UpdateVehicleDocument,
  type VehicleDetailFieldsFragment,
  type VehicleStatus,
} from '../../../graphql/generated/client/graphql';
import { VEHICLE_STATUSES } from '../../inventory/vehicle';
import { useToast } from '../notifications/toast-provider';
import { centsFromInput, inputFromCents, useInventoryFormat } from './format';
import { useGraphQLErrorToast } from '../common/use-graphql-action';
import { useInventoryRefresh } from './use-inventory-refresh';
import { checkVehicleForm, vehicleFacts, vehicleFormValues, VehicleFormFields, type VehicleFormErrors } from './vehicle-form';

type Vehicle = VehicleDetailFieldsFragment;
type DialogProps = { vehicle: Vehicle; open: boolean; onClose: () => void };

function useFullScreen() {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'));
}

/** Edits the vehicle's facts (price and status have their own dialogs and histories). */
export function EditVehicleDialog({ vehicle, open, onClose, canSeeCost }: DialogProps & { canSeeCost: boolean }) {
  const { t } = useTranslation();
  const fullScreen = useFullScreen();
  const toast = useToast();
  const toastError = useGraphQLErrorToast();
  const refresh = useInventoryRefresh();
  const [values, setValues] = useState(() => vehicleFormValues(vehicle));
  const [errors, setErrors] = useState<VehicleFormErrors>({});
  const [acceptMismatch, setAcceptMismatch] = useState(!vehicle.vinDecoding.checkDigitValid);
  const [update, { loading }] = useMutation(UpdateVehicleDocument);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkVehicleForm(values, { withPrice: false, withCost: canSeeCost, acceptMismatch });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await update({ variables: { input: { id: vehicle.id, ...vehicleFacts(values, { withCost: canSeeCost }), acceptCheckDigitMismatch: acceptMismatch } } });
      // Facts like make or age show in lists and counts.
      refresh();
      toast(t('inventory.edit.saved'), 'success');
      onClose();
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <Dialog open={open} onClose={() => !loading && onClose()} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>{t('inventory.edit.title', { stockNumber: vehicle.stockNumber })}</DialogTitle>
        <DialogContent dividers>
          <VehicleFormFields
            values={values}
            onChange={setValues}
            errors={errors}
            acceptMismatch={acceptMismatch}
            onAcceptMismatchChange={setAcceptMismatch}
            withPrice={false}
            withStatus={false}
            withCost={canSeeCost}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={loading}>
            {t('inventory.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={loading}>
            {t('inventory.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Sets a new list price with an optional reason; the change goes into the price history. */
export function ChangePriceDialog({ vehicle, open, onClose }: DialogProps) {
  const { t } = useTranslation();
  const fullScreen = useFullScreen();
  const format = useInventoryFormat();
  const toast = useToast();
  const toastError = useGraphQLErrorToast();
  const [price, setPrice] = useState(() => inputFromCents(vehicle.listPriceCents));
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [change, { loading }] = useMutation(ChangeVehiclePriceDocument);
  const cents = centsFromInput(price);

  async function submit(event: FormEvent) {
    event.preventDefault();
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
    <Dialog open={open} onClose={() => !loading && onClose()} fullWidth maxWidth="xs" fullScreen={fullScreen}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>{t('inventory.price.title')}</DialogTitle>
        <DialogContent dividers>
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
                    ? t(difference < 0 ? 'inventory.price.down' : 'inventory.price.up', { amount: format.money(Math.abs(difference)) })
                    : ' '
              }
              autoFocus
              required
              slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
            />
            <TextField label={t('inventory.price.reason')} value={reason} onChange={(event) => setReason(event.target.value)} slotProps={{ htmlInput: { maxLength: 500 } }} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={loading}>
            {t('inventory.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={loading}>
            {t('inventory.price.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Moves the vehicle to another status with a note; the move goes into the status history. */
export function ChangeStatusDialog({ vehicle, open, onClose }: DialogProps) {
  const { t } = useTranslation();
  const fullScreen = useFullScreen();
  const toast = useToast();
  const toastError = useGraphQLErrorToast();
  const refresh = useInventoryRefresh();
  const [status, setStatus] = useState<VehicleStatus>(vehicle.status);
  const [note, setNote] = useState('');
  const [change, { loading }] = useMutation(ChangeVehicleStatusDocument);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await change({ variables: { input: { id: vehicle.id, status, note: note.trim() || null } } });
      // Counts by status and age change with it.
      refresh();
      toast(t('inventory.statusChange.saved', { status: t(`inventory.status.${status}`) }), 'success');
      onClose();
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <Dialog open={open} onClose={() => !loading && onClose()} fullWidth maxWidth="xs" fullScreen={fullScreen}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>{t('inventory.statusChange.title')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <TextField select label={t('inventory.field.status')} value={status} onChange={(event) => setStatus(event.target.value as VehicleStatus)} autoFocus>
              {VEHICLE_STATUSES.map((option) => (
                <MenuItem key={option} value={option}>
                  {t(`inventory.status.${option}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('inventory.statusChange.note')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={loading}>
            {t('inventory.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={loading || status === vehicle.status}>
            {t('inventory.statusChange.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
