import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateTransportOrderDocument } from '../../../graphql/generated/operations/CreateTransportOrder';
import type { TransportOrderFieldsFragment } from '../../../graphql/generated/operations/TransportOrderFields';
import { FormDialog } from '../common/form-dialog';
import { useGraphQLAction } from '../../base/use-graphql-action';
import { centsFromInput } from '../inventory/money-input';

const EMPTY = {
  vin: '',
  pickupAddress: '',
  pickupZip: '',
  deliveryAddress: '',
  deliveryZip: '',
  pickupWindowStart: '',
  pickupWindowEnd: '',
  price: '',
  distance: '',
  auctionName: '',
  purchasedOn: '',
  titleAbsent: false,
};

/**
 * A new transport order: for `vehicle` (the vehicle page's "Ship this vehicle") or a VIN typed in.
 * The server checks everything and says what to change; the window's order is checked here too.
 */
export function NewTransportOrderDialog({
  vehicle,
  onClose,
  onCreated,
}: {
  vehicle?: { id: string; description: string };
  onClose: () => void;
  onCreated?: (order: TransportOrderFieldsFragment) => void;
}) {
  const { t } = useTranslation();
  const run = useGraphQLAction();
  const [form, setForm] = useState(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [create, { loading }] = useMutation(CreateTransportOrderDocument, { refetchQueries: ['GetTransportOrders'] });
  const set = (change: Partial<typeof EMPTY>) => setForm((current) => ({ ...current, ...change }));
  const price = form.price.trim() ? centsFromInput(form.price) : null;
  const problems = {
    vin: vehicle || form.vin.trim() ? null : t('transport.new.vinRequired'),
    window:
      form.pickupWindowStart && form.pickupWindowEnd && form.pickupWindowEnd < form.pickupWindowStart
        ? t('transport.new.windowOrder')
        : null,
    price: form.price.trim() && price === null ? t('transport.new.priceInvalid') : null,
  };
  const field = (
    name: 'pickupAddress' | 'pickupZip' | 'deliveryAddress' | 'deliveryZip' | 'auctionName',
    extra: object = {},
  ) => (
    <TextField
      label={t(`transport.field.${name}`)}
      value={form[name]}
      onChange={(event) => set({ [name]: event.target.value })}
      fullWidth
      {...extra}
    />
  );

  async function submit() {
    setSubmitted(true);
    if (Object.values(problems).some(Boolean)) return;
    const result = await run(
      () =>
        create({
          variables: {
            input: {
              ...(vehicle ? { vehicleId: vehicle.id } : { vin: form.vin.trim() }),
              pickupAddress: form.pickupAddress,
              pickupZip: form.pickupZip,
              deliveryAddress: form.deliveryAddress,
              deliveryZip: form.deliveryZip,
              pickupWindowStart: form.pickupWindowStart,
              pickupWindowEnd: form.pickupWindowEnd,
              priceCents: price,
              distanceMiles: form.distance.trim() ? Number(form.distance) : null,
              auctionName: form.auctionName || null,
              purchasedOn: form.purchasedOn || null,
              titleAbsent: form.titleAbsent,
            },
          },
        }),
      t('transport.new.created'),
    );
    const created = result?.data?.createTransportOrder;
    if (created) {
      onCreated?.(created);
      onClose();
    }
  }

  const zip = { slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 5 } }, required: true };
  const date = { type: 'date', required: true, slotProps: { inputLabel: { shrink: true } } };
  return (
    <FormDialog
      title={t('transport.new.title')}
      submitLabel={t('transport.new.submit')}
      busy={loading}
      onSubmit={submit}
      onClose={onClose}
      dividers
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {vehicle ? (
          <Typography>{t('transport.new.forVehicle', { vehicle: vehicle.description })}</Typography>
        ) : (
          <TextField
            label={t('transport.field.vin')}
            value={form.vin}
            onChange={(event) => set({ vin: event.target.value })}
            error={submitted && Boolean(problems.vin)}
            helperText={(submitted && problems.vin) || t('transport.new.vinHint')}
            required
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { maxLength: 17, autoCapitalize: 'characters' } }}
          />
        )}
        {field('pickupAddress', { required: true })}
        {field('pickupZip', zip)}
        {field('deliveryAddress', { required: true })}
        {field('deliveryZip', zip)}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={t('transport.field.pickupWindowStart')}
            value={form.pickupWindowStart}
            onChange={(event) => set({ pickupWindowStart: event.target.value })}
            fullWidth
            {...date}
          />
          <TextField
            label={t('transport.field.pickupWindowEnd')}
            value={form.pickupWindowEnd}
            onChange={(event) => set({ pickupWindowEnd: event.target.value })}
            error={Boolean(problems.window)}
            helperText={problems.window}
            fullWidth
            {...date}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={t('transport.field.price')}
            value={form.price}
            onChange={(event) => set({ price: event.target.value })}
            error={submitted && Boolean(problems.price)}
            helperText={(submitted && problems.price) || t('transport.new.priceHint')}
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            label={t('transport.field.distance')}
            value={form.distance}
            onChange={(event) => set({ distance: event.target.value.replace(/\D/g, '') })}
            helperText={t('transport.new.distanceHint')}
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Stack>
        {field('auctionName')}
        <TextField
          label={t('transport.field.purchasedOn')}
          value={form.purchasedOn}
          onChange={(event) => set({ purchasedOn: event.target.value })}
          helperText={t('transport.new.purchasedOnHint')}
          fullWidth
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormControlLabel
          control={
            <Checkbox checked={form.titleAbsent} onChange={(event) => set({ titleAbsent: event.target.checked })} />
          }
          label={t('transport.field.titleAbsent')}
        />
      </Stack>
    </FormDialog>
  );
}
