import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SourcingTargetInput } from '../../../graphql/generated/types';
import { DEFAULT_RECON_ESTIMATE_CENTS, sourcingTargetSchema } from '../../shared/sourcing/target';
import { todayIso } from '../../shared/inventory/vehicle';
import { FormDialog } from '../common/form-dialog';
import { centsFromInput, inputFromCents } from '../inventory/money-input';

type Draft = Record<
  'yearFrom' | 'yearTo' | 'make' | 'model' | 'trim' | 'maxMileage' | 'maxPrice' | 'quantity' | 'recon',
  string
>;

const EMPTY: Draft = {
  yearFrom: '',
  yearTo: '',
  make: '',
  model: '',
  trim: '',
  maxMileage: '',
  maxPrice: '',
  quantity: '1',
  recon: inputFromCents(DEFAULT_RECON_ESTIMATE_CENTS),
};

/** The draft of a proposal ("Add to buy list"), or of a new target. */
export function draftOf(start: Partial<SourcingTargetInput> | null): Draft {
  if (!start) return EMPTY;
  return {
    ...EMPTY,
    yearFrom: String(start.yearFrom ?? ''),
    yearTo: String(start.yearTo ?? ''),
    make: start.make ?? '',
    model: start.model ?? '',
    maxMileage: start.maxMileage == null ? '' : String(start.maxMileage),
    maxPrice: inputFromCents(start.maxPriceCents),
    quantity: String(start.quantity ?? 1),
  };
}

const whole = (text: string) => (/^\d+$/.test(text.replace(/,/g, '')) ? Number(text.replace(/,/g, '')) : NaN);

/**
 * Writing a buy-list target: checked here by the rules the server applies (src/shared/sourcing/target.ts),
 * so a person reads what to fix before anything is sent.
 */
export function TargetDialog({
  start,
  reason,
  busy,
  onSubmit,
  onClose,
}: {
  start: Partial<SourcingTargetInput> | null;
  reason: string | null;
  busy: boolean;
  onSubmit: (input: SourcingTargetInput) => unknown;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(start));
  const [problem, setProblem] = useState<string | null>(null);
  const field = (key: keyof Draft, options: { required?: boolean; numeric?: boolean; helper?: string } = {}) => (
    <TextField
      label={t(`sourcing.field.${key}`)}
      value={draft[key]}
      onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
      required={options.required}
      helperText={options.helper}
      slotProps={{ htmlInput: { inputMode: options.numeric ? 'numeric' : undefined, name: key } }}
      fullWidth
    />
  );
  const submit = () => {
    const input: SourcingTargetInput = {
      yearFrom: whole(draft.yearFrom),
      yearTo: whole(draft.yearTo),
      make: draft.make,
      model: draft.model,
      trim: draft.trim || null,
      maxMileage: draft.maxMileage ? whole(draft.maxMileage) : null,
      maxPriceCents: centsFromInput(draft.maxPrice) ?? NaN,
      quantity: whole(draft.quantity),
      reconEstimateCents: draft.recon.trim() ? (centsFromInput(draft.recon) ?? NaN) : null,
      reason,
    };
    const checked = sourcingTargetSchema(todayIso()).safeParse(input);
    if (!checked.success) return setProblem(checked.error.issues.map((issue) => issue.message).join(' '));
    setProblem(null);
    return onSubmit(input);
  };
  const canSubmit = [draft.yearFrom, draft.yearTo, draft.make, draft.model, draft.maxPrice, draft.quantity].every(
    (value) => value.trim() !== '',
  );
  return (
    <FormDialog
      title={t('sourcing.target.title')}
      submitLabel={t('sourcing.target.submit')}
      busy={busy}
      canSubmit={canSubmit}
      onSubmit={submit}
      onClose={onClose}
    >
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={{ xs: 6 }}>{field('yearFrom', { required: true, numeric: true })}</Grid>
        <Grid size={{ xs: 6 }}>{field('yearTo', { required: true, numeric: true })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('make', { required: true })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('model', { required: true })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('trim')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('maxMileage', { numeric: true })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('maxPrice', { required: true, numeric: true })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('quantity', { required: true, numeric: true })}</Grid>
        <Grid size={{ xs: 12 }}>{field('recon', { numeric: true, helper: t('sourcing.field.reconHint') })}</Grid>
      </Grid>
    </FormDialog>
  );
}
