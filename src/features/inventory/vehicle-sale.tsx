import PointOfSaleOutlined from '@mui/icons-material/PointOfSaleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordVehicleSaleDocument } from '../../../graphql/generated/operations/RecordVehicleSale';
import type { VehicleDetailFieldsFragment } from '../../../graphql/generated/operations/VehicleDetailFields';
import { todayIso } from '../../shared/inventory/vehicle';
import { FormDialog } from '../common/form-dialog';
import { useFormat } from '../common/format';
import { useGraphQLErrorToast } from '../../base/use-graphql-action';
import { useToast } from '../../base/toast-provider';
import { centsFromInput, inputFromCents } from './money-input';
import { Fact } from '../common/fact';

type Vehicle = VehicleDetailFieldsFragment;

/** What a person typed for a sale: a price and a day (YYYY-MM-DD). */
export type SaleDraft = { price: string; soldOn: string };

/** A sale draft for the vehicle: its recorded sale, else its list price and today. */
export function saleDraftOf(vehicle: Pick<Vehicle, 'listPriceCents' | 'sale'>): SaleDraft {
  return {
    price: inputFromCents(vehicle.sale?.salePriceCents ?? vehicle.listPriceCents),
    soldOn: vehicle.sale?.soldOn ?? todayIso(),
  };
}

/** The sale input of a draft, or which field is wrong. */
export function readSaleDraft(
  draft: SaleDraft,
  acquiredDate: string,
): { sale: { salePriceCents: number; soldOn: string } } | { wrong: 'price' | 'soldOn' } {
  const salePriceCents = centsFromInput(draft.price);
  if (salePriceCents === null) return { wrong: 'price' };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.soldOn) || draft.soldOn < acquiredDate || draft.soldOn > todayIso())
    return { wrong: 'soldOn' };
  return { sale: { salePriceCents, soldOn: draft.soldOn } };
}

/** The sale's price and day, asked when a vehicle becomes sold or wholesaled (or its sale is corrected). */
export function SaleFields(props: {
  draft: SaleDraft;
  onChange: (draft: SaleDraft) => void;
  wrong: 'price' | 'soldOn' | null;
  acquiredDate: string;
}) {
  const { t } = useTranslation();
  const { draft, onChange, wrong } = props;
  return (
    <Stack spacing={2} data-testid="sale-fields">
      <TextField
        label={t('sales.price')}
        value={draft.price}
        onChange={(event) => onChange({ ...draft, price: event.target.value })}
        error={wrong === 'price'}
        helperText={wrong === 'price' ? t('sales.error.price') : t('sales.priceHint')}
        required
        slotProps={{
          htmlInput: { inputMode: 'decimal' },
          input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        }}
      />
      <TextField
        label={t('sales.soldOn')}
        type="date"
        value={draft.soldOn}
        onChange={(event) => onChange({ ...draft, soldOn: event.target.value })}
        error={wrong === 'soldOn'}
        helperText={
          wrong === 'soldOn' ? t('sales.error.soldOn', { acquired: props.acquiredDate }) : t('sales.soldOnHint')
        }
        required
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: props.acquiredDate, max: todayIso() } }}
      />
    </Stack>
  );
}

/** A sold or wholesaled vehicle's sale: price, day, buyer and (when cost is visible) recon cost and gross; writers record or correct it. */
export function VehicleSaleCard({ vehicle, canWrite }: { vehicle: Vehicle; canWrite: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const sale = vehicle.sale;
  if (!sale) return null;
  const gross = sale.frontEndGrossCents;
  return (
    <Card sx={{ mb: 3 }} data-testid="vehicle-sale">
      <CardHeader
        title={t('sales.title')}
        subheader={sale.recordedBy ? t('sales.recordedBy', { name: sale.recordedBy.name }) : undefined}
        action={
          canWrite && (
            <Button color="inherit" startIcon={<PointOfSaleOutlined />} onClick={() => setOpen(true)}>
              {sale.salePriceCents === null ? t('sales.record.button') : t('sales.record.correct')}
            </Button>
          )
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' } }}
        >
          <Fact label={t('sales.price')}>
            {sale.salePriceCents === null ? t('sales.noPrice') : format.money(sale.salePriceCents)}
          </Fact>
          <Fact label={t('sales.soldOn')}>{format.calendarDate(sale.soldOn)}</Fact>
          <Fact label={t('sales.buyer')}>{t(`sales.buyerType.${sale.buyerType}`)}</Fact>
          {!vehicle.costWithheld && (
            <>
              <Fact label={t('sales.reconCost')}>{format.money(sale.reconCostCents)}</Fact>
              <Fact label={t('sales.gross')}>
                <Tooltip title={t('sales.grossFormula')}>
                  <Box component="span" sx={{ color: gross !== null && gross < 0 ? 'error.main' : undefined }}>
                    {format.money(gross)}
                  </Box>
                </Tooltip>
              </Fact>
            </>
          )}
        </Box>
      </CardContent>
      {open && <RecordSaleDialog vehicle={vehicle} onClose={() => setOpen(false)} />}
    </Card>
  );
}

/** Records or corrects the price and day of a vehicle's sale. */
function RecordSaleDialog({ vehicle, onClose }: { vehicle: Vehicle; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const toastError = useGraphQLErrorToast();
  const [draft, setDraft] = useState(() => saleDraftOf(vehicle));
  const [wrong, setWrong] = useState<'price' | 'soldOn' | null>(null);
  const [record, { loading }] = useMutation(RecordVehicleSaleDocument);

  async function submit() {
    const read = readSaleDraft(draft, vehicle.acquiredDate);
    if ('wrong' in read) return setWrong(read.wrong);
    try {
      await record({ variables: { input: { vehicleId: vehicle.id, sale: read.sale } } });
      toast(
        t('sales.record.saved', {
          price: format.money(read.sale.salePriceCents),
          day: format.calendarDate(read.sale.soldOn),
        }),
        'success',
      );
      onClose();
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <FormDialog
      open
      title={t('sales.record.title')}
      submitLabel={t('sales.record.submit')}
      busy={loading}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
      dividers
    >
      <SaleFields
        draft={draft}
        onChange={(next) => {
          setDraft(next);
          setWrong(null);
        }}
        wrong={wrong}
        acquiredDate={vehicle.acquiredDate}
      />
    </FormDialog>
  );
}
