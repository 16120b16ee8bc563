import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateAppraisalDocument } from '../../../graphql/generated/operations/CreateAppraisal';
import type { AppraisalKind, ConditionGrade } from '../../../graphql/generated/types';
import { FormDialog } from '../common/form-dialog';
import { useGraphQLAction } from '../../base/use-graphql-action';
import { VinField } from '../inventory/vin-field';
import {
  CONDITION_GRADES,
  checkNewAppraisal,
  createAppraisalInput,
  EMPTY_APPRAISAL,
  withAppraisalVin,
  type NewAppraisalValues,
} from './new-appraisal-form';

// At the car, on a phone: every control at least 48 px high, text fields at their full size.
const TOUCH = { minHeight: 48 };

/**
 * Starts an appraisal: the VIN typed or pasted (checked as typed, year and make read from it) or,
 * without one, year, make and model; then mileage, condition, colour, kind and the customer.
 * On a phone it fills the screen. Created → the appraisal's page.
 */
export function NewAppraisalDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const router = useRouter();
  const run = useGraphQLAction();
  const [create, { loading }] = useMutation(CreateAppraisalDocument, { refetchQueries: ['GetAppraisals'] });
  const [values, setValues] = useState<NewAppraisalValues>(EMPTY_APPRAISAL);
  const [withoutVin, setWithoutVin] = useState(false);
  const [acceptMismatch, setAcceptMismatch] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const shown = withoutVin ? { ...values, vin: '' } : values;
  const errors = checkNewAppraisal(shown, acceptMismatch);
  const vinMissing = !withoutVin && !values.vin.trim();
  const errorOf = (field: keyof typeof errors) => (submitted && errors[field] ? t(errors[field]) : undefined);
  const set = (change: Partial<NewAppraisalValues>) => setValues((current) => ({ ...current, ...change }));

  async function submit() {
    setSubmitted(true);
    if (vinMissing || Object.keys(errors).length > 0) return;
    const result = await run(
      () => create({ variables: { input: createAppraisalInput(shown, acceptMismatch) } }),
      t('appraisals.new.created'),
    );
    const id = result?.data?.createAppraisal.id;
    if (id) void router.push(`/appraisals/${id}`);
  }

  return (
    <FormDialog
      title={t('appraisals.new.title')}
      submitLabel={t('appraisals.new.submit')}
      busy={loading}
      onSubmit={submit}
      onClose={onClose}
      dividers
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <ToggleButtonGroup
          exclusive
          fullWidth
          color="primary"
          value={values.kind}
          onChange={(_event, kind: AppraisalKind | null) => kind && set({ kind })}
          aria-label={t('appraisals.field.kind')}
        >
          {(['trade_in', 'purchase'] as const).map((kind) => (
            <ToggleButton key={kind} value={kind} sx={TOUCH}>
              {t(`appraisals.kind.${kind}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {!withoutVin && (
          <Box sx={{ '& input': { fontSize: '1.25rem' } }}>
            <VinField
              value={values.vin}
              onChange={(vin) => setValues((current) => withAppraisalVin(current, vin))}
              acceptMismatch={acceptMismatch}
              onAcceptMismatchChange={setAcceptMismatch}
              serverError={submitted && vinMissing ? t('appraisals.new.error.vinMissing') : errorOf('vin')}
              autoFocus
            />
          </Box>
        )}
        <FormControlLabel
          sx={TOUCH}
          control={<Switch checked={withoutVin} onChange={(event) => setWithoutVin(event.target.checked)} />}
          label={t('appraisals.new.withoutVin')}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 2fr', sm: '1fr 2fr 2fr' }, gap: 2 }}>
          <TextField
            label={t('appraisals.field.year')}
            value={values.year}
            onChange={(event) => set({ year: event.target.value })}
            required
            error={Boolean(errorOf('year'))}
            helperText={errorOf('year')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          />
          <TextField
            label={t('appraisals.field.make')}
            value={values.make}
            onChange={(event) => set({ make: event.target.value })}
            required
            error={Boolean(errorOf('make'))}
            helperText={errorOf('make')}
          />
          <TextField
            label={t('appraisals.field.model')}
            value={values.model}
            onChange={(event) => set({ model: event.target.value })}
            required
            error={Boolean(errorOf('model'))}
            helperText={errorOf('model')}
            sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
          />
        </Box>
        <TextField
          label={t('appraisals.field.trim')}
          value={values.trim}
          onChange={(event) => set({ trim: event.target.value })}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <TextField
            label={t('appraisals.field.mileage')}
            value={values.mileage}
            onChange={(event) => set({ mileage: event.target.value })}
            required
            error={Boolean(errorOf('mileage'))}
            helperText={errorOf('mileage')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            select
            label={t('appraisals.field.condition')}
            value={values.condition}
            onChange={(event) => set({ condition: event.target.value as ConditionGrade })}
          >
            {CONDITION_GRADES.map((grade) => (
              <MenuItem key={grade} value={grade} sx={TOUCH}>
                {t(`appraisals.condition.${grade}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <TextField
          label={t('appraisals.field.exteriorColor')}
          value={values.exteriorColor}
          onChange={(event) => set({ exteriorColor: event.target.value })}
        />
        <Typography component="h3" variant="subtitle2" sx={{ mt: 1 }}>
          {t('appraisals.new.customer')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <TextField
            label={t('appraisals.field.customerName')}
            value={values.customerName}
            onChange={(event) => set({ customerName: event.target.value })}
            autoComplete="off"
          />
          <TextField
            label={t('appraisals.field.customerPhone')}
            value={values.customerPhone}
            onChange={(event) => set({ customerPhone: event.target.value })}
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
        </Box>
      </Box>
    </FormDialog>
  );
}
