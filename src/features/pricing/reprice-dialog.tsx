import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricingMethod } from '../../../graphql/generated/types';
import { useFormat } from '../common/format';
import { FormDialog } from '../common/form-dialog';
import { useGraphQLErrorText } from '../../base/use-graphql-action';
import { useToast } from '../../base/toast-provider';
import { RepriceChanges, RepriceUnchanged } from './reprice-diff';
import {
  DEFAULT_REPRICE_DRAFT,
  dryRunInputOf,
  initialTicks,
  REPRICE_FILTERS,
  rowsOf,
  type RepriceDraft,
  type RepriceFilter,
} from './reprice-input';
import { RepriceUnderwater } from './reprice-underwater';
import { usePricingAccess, useReprice, type PricingDryRunResult } from './use-pricing';

const METHODS: PricingMethod[] = ['rules', 'percent_of_market', 'amount'];

/**
 * Reprices the chosen vehicles (or, with none, all stock): choose the rules, a share of the
 * market or an amount, read the dry run (lowers, raises, underwater, unchanged), then apply exactly
 * the changes ticked: lowers come ticked, raises only when a person ticks them.
 */
export function RepriceDialog({
  vehicleIds,
  onClose,
  onApplied,
}: {
  vehicleIds: string[] | null;
  onClose: () => void;
  onApplied: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const errorText = useGraphQLErrorText();
  const { runDryRun, dryRun, apply, applying } = useReprice();
  const [draft, setDraft] = useState<RepriceDraft>(DEFAULT_REPRICE_DRAFT);
  const [invalid, setInvalid] = useState<'percent' | 'amount' | null>(null);
  const [result, setResult] = useState<PricingDryRunResult | null>(null);
  // Lowers come ticked, raises not: a raise is applied only when a person ticks it.
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [filter, setFilter] = useState<RepriceFilter>('lowers');
  const { market } = usePricingAccess();
  const [error, setError] = useState<string | null>(null);
  const busy = dryRun.loading || applying;
  const scope =
    vehicleIds === null ? t('pricing.reprice.allStock') : t('pricing.reprice.chosen', { count: vehicleIds.length });

  async function preview() {
    const asked = dryRunInputOf(draft, vehicleIds);
    if ('invalid' in asked) return setInvalid(asked.invalid);
    setInvalid(null);
    setError(null);
    try {
      const { data } = await runDryRun({ variables: { input: asked.input, market } });
      if (data) {
        setResult(data.pricingDryRun);
        setTicked(initialTicks(data.pricingDryRun));
        setFilter(REPRICE_FILTERS.find((name) => rowsOf(data.pricingDryRun, name).length > 0) ?? 'lowers');
      }
    } catch (failure) {
      setError(errorText(failure));
    }
  }

  async function applyChanges(dry: PricingDryRunResult) {
    setError(null);
    try {
      const changes = dry.changes
        .filter((change) => ticked.has(change.vehicle.id))
        .map((change) => ({
          vehicleId: change.vehicle.id,
          fromCents: change.fromCents,
          toCents: change.toCents,
          reason: change.reason,
        }));
      const { data } = await apply({ variables: { input: { changes } } });
      const applied = data?.applyPricingChanges.applied.length ?? 0;
      const skipped = data?.applyPricingChanges.skipped.length ?? 0;
      toast(t('pricing.reprice.done', { count: applied, skipped }), skipped > 0 ? 'warning' : 'success');
      onApplied();
    } catch (failure) {
      setError(errorText(failure));
    }
  }

  const tick = (id: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const field = (method: PricingMethod) =>
    method === 'percent_of_market' ? (
      <TextField
        size="small"
        label={t('pricing.reprice.percent')}
        value={draft.percent}
        onChange={(event) => setDraft({ ...draft, percent: event.target.value })}
        error={invalid === 'percent'}
        helperText={invalid === 'percent' ? t('pricing.reprice.percentInvalid') : t('pricing.reprice.percentHelp')}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ ml: 4, mb: 1, maxWidth: 220 }}
      />
    ) : method === 'amount' ? (
      <TextField
        size="small"
        label={t('pricing.reprice.amount')}
        value={draft.amount}
        onChange={(event) => setDraft({ ...draft, amount: event.target.value })}
        error={invalid === 'amount'}
        helperText={invalid === 'amount' ? t('pricing.reprice.amountInvalid') : t('pricing.reprice.amountHelp')}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ ml: 4, mb: 1, maxWidth: 220 }}
      />
    ) : null;

  return (
    <FormDialog
      title={t('pricing.reprice.title', { scope })}
      submitLabel={result ? t('pricing.reprice.apply', { count: ticked.size }) : t('pricing.reprice.preview')}
      canSubmit={!result || ticked.size > 0}
      busy={busy}
      onSubmit={() => (result ? applyChanges(result) : preview())}
      onClose={onClose}
      maxWidth="lg"
      dividers
    >
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {result ? (
        <Stack spacing={2}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Chip label={t(`pricing.method.${result.method}`)} size="small" />
            <Typography variant="body2" sx={{ flex: 1 }} aria-live="polite">
              {t('pricing.reprice.summary', {
                count: result.changes.length,
                lowers: rowsOf(result, 'lowers').length,
                raises: rowsOf(result, 'raises').length,
                underwater: result.underwater.length,
                unchanged: result.unchanged.length,
                gross: format.money(result.grossEffectCents),
              })}
            </Typography>
            <Button size="small" onClick={() => setResult(null)} disabled={busy}>
              {t('pricing.reprice.back')}
            </Button>
          </Box>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={filter}
            onChange={(_event, next: RepriceFilter | null) => next && setFilter(next)}
            aria-label={t('pricing.reprice.filter')}
          >
            {REPRICE_FILTERS.map((name) => (
              <ToggleButton key={name} value={name}>
                {t(`pricing.reprice.filters.${name}`, { count: rowsOf(result, name).length })}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {t('pricing.reprice.ticked', { count: result.changes.length, ticked: ticked.size })}
            {rowsOf(result, 'raises').length > 0 && ` ${t('pricing.reprice.raisesUnticked')}`}
          </Typography>
          {filter === 'underwater' ? (
            <RepriceUnderwater underwater={result.underwater} market={market} />
          ) : filter === 'unchanged' ? (
            <RepriceUnchanged unchanged={result.unchanged} />
          ) : (
            <RepriceChanges changes={rowsOf(result, filter)} market={market} ticked={ticked} onTick={tick} />
          )}
        </Stack>
      ) : (
        <FormControl>
          <FormLabel id="reprice-method">{t('pricing.reprice.method')}</FormLabel>
          <RadioGroup
            aria-labelledby="reprice-method"
            value={draft.method}
            onChange={(event) => setDraft({ ...draft, method: event.target.value as PricingMethod })}
          >
            {METHODS.map((method) => (
              <Box key={method}>
                <FormControlLabel value={method} control={<Radio />} label={t(`pricing.method.${method}`)} />
                <Typography variant="body2" color="text.secondary" sx={{ ml: 4, mt: -0.5, mb: 1 }}>
                  {t(`pricing.method.${method}Help`)}
                </Typography>
                {draft.method === method && field(method)}
              </Box>
            ))}
          </RadioGroup>
        </FormControl>
      )}
    </FormDialog>
  );
}
