import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricingRulesFieldsFragment } from '../../../graphql/generated/operations/PricingRulesFields';
import type { PricingRoundingMode } from '../../../graphql/generated/types';
import { useFormat } from '../common/format';
import { QueryState } from '../common/loading';
import { useGraphQLErrorText } from '../../base/use-graphql-action';
import { useToast } from '../../base/toast-provider';
import { PRICING_LIMITS } from '../../shared/pricing/rules';
import {
  draftOfRules,
  newStepKey,
  placeOfRefusal,
  rulesInputOf,
  stepOfRefusal,
  type RulesDraft,
  type RulesErrorPlace,
} from './rules-draft';
import { usePricingRules, usePricingStepMoves } from './use-pricing';

/** The organization's pricing rules: age steps (% of market), minimum gross, rounding; saved with scope 2. */
export function RulesEditor({ canSave }: { canSave: boolean }) {
  const { t } = useTranslation();
  const { rules, loading, error, refetch } = usePricingRules();
  return (
    <QueryState
      loaded={Boolean(rules)}
      loading={loading}
      error={error}
      onRetry={() => refetch()}
      loadingLabel={t('pricing.rules.loading')}
      empty={false}
    >
      {/* A new draft whenever the saved rules change (after a save, or another person's). */}
      {rules && <RulesForm key={rules.updatedAt ?? 'defaults'} rules={rules} canSave={canSave} />}
    </QueryState>
  );
}

function RulesForm({ rules, canSave }: { rules: PricingRulesFieldsFragment; canSave: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const errorText = useGraphQLErrorText();
  const { save, saving } = usePricingRules();
  const moves = usePricingStepMoves();
  const [draft, setDraft] = useState<RulesDraft>(() => draftOfRules(rules));
  const [refusal, setRefusal] = useState<{ place: RulesErrorPlace; message: string } | null>(null);
  const change = (next: Partial<RulesDraft>) => setDraft((current) => ({ ...current, ...next }));
  const messageAt = (place: RulesErrorPlace) => (refusal?.place === place ? refusal.message : undefined);
  const readOnly = !canSave || saving;
  // A refusal naming one step marks that step's fields; one about the steps as a whole marks them all.
  const refusedStep = refusal?.place === 'steps' ? stepOfRefusal(refusal.message) : null;
  const stepRefused = (index: number) => refusal?.place === 'steps' && (refusedStep === null || refusedStep === index);

  async function submit() {
    const asked = rulesInputOf(draft);
    if ('invalid' in asked)
      return setRefusal({ place: asked.invalid, message: t(`pricing.rules.invalid.${asked.invalid}`) });
    setRefusal(null);
    try {
      await save({ variables: { input: asked.input } });
      toast(t('pricing.rules.saved'), 'success');
    } catch (failure) {
      const message = errorText(failure);
      setRefusal({ place: placeOfRefusal(message), message });
    }
  }

  return (
    <Card
      sx={{ p: { xs: 2, md: 3 } }}
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Typography variant="h6" component="h2">
        {t('pricing.rules.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('pricing.rules.description')}
      </Typography>
      {rules.configured ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 2 }} data-testid="rules-updated">
          {t('pricing.rules.updated', { when: format.dateTime(rules.updatedAt), who: rules.updatedBy?.name ?? '—' })}
        </Typography>
      ) : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('pricing.rules.notConfigured')}
        </Alert>
      )}
      {!canSave && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('pricing.rules.readOnly')}
        </Alert>
      )}
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('pricing.rules.steps')}
      </Typography>
      <Stack
        component="ol"
        spacing={1.5}
        sx={{ p: 0, my: 1.5, listStyle: 'none' }}
        aria-label={t('pricing.rules.steps')}
      >
        {draft.steps.map((step, index) => {
          // Counts are the saved rules': shown beside a step whose day is saved.
          const move = moves.get(Number(step.fromDay));
          return (
            <Stack
              component="li"
              key={step.key}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}
            >
              <TextField
                size="small"
                label={t('pricing.rules.fromDay', { number: index + 1 })}
                value={step.fromDay}
                disabled={readOnly || index === 0}
                error={stepRefused(index)}
                onChange={(event) =>
                  change({
                    steps: draft.steps.map((other) =>
                      other.key === step.key ? { ...other, fromDay: event.target.value } : other,
                    ),
                  })
                }
                slotProps={{
                  htmlInput: { inputMode: 'numeric' },
                  input: { endAdornment: <InputAdornment position="end">{t('pricing.rules.days')}</InputAdornment> },
                }}
                sx={{ width: 170 }}
              />
              <TextField
                size="small"
                label={t('pricing.rules.percentOfMarket', { number: index + 1 })}
                value={step.percentOfMarket}
                disabled={readOnly}
                error={stepRefused(index)}
                onChange={(event) =>
                  change({
                    steps: draft.steps.map((other) =>
                      other.key === step.key ? { ...other, percentOfMarket: event.target.value } : other,
                    ),
                  })
                }
                slotProps={{
                  htmlInput: { inputMode: 'decimal' },
                  input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                }}
                sx={{ width: 170 }}
              />
              {canSave && draft.steps.length > 1 && index > 0 && (
                <IconButton
                  aria-label={t('pricing.rules.removeStep', { number: index + 1 })}
                  disabled={saving}
                  onClick={() => change({ steps: draft.steps.filter((other) => other.key !== step.key) })}
                >
                  <DeleteOutlined />
                </IconButton>
              )}
              {move && (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ alignSelf: 'center' }}
                  data-testid="step-moves"
                >
                  {t('pricing.rules.movesToday', move)}
                </Typography>
              )}
            </Stack>
          );
        })}
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p">
        {t('pricing.rules.movesSaved')}
      </Typography>
      {messageAt('steps') && (
        <FormHelperText error sx={{ mb: 1 }}>
          {messageAt('steps')}
        </FormHelperText>
      )}
      {canSave && (
        <Button
          size="small"
          startIcon={<AddOutlined />}
          disabled={saving || draft.steps.length >= PRICING_LIMITS.maxSteps}
          onClick={() => {
            const last = draft.steps.at(-1);
            const fromDay = last ? Number(last.fromDay) + 30 : 0;
            change({
              steps: [
                ...draft.steps,
                {
                  key: newStepKey(),
                  fromDay: String(Number.isFinite(fromDay) ? fromDay : 0),
                  percentOfMarket: last?.percentOfMarket ?? '100',
                },
              ],
            });
          }}
        >
          {t('pricing.rules.addStep')}
        </Button>
      )}
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 220px))' }, gap: 2, mt: 3 }}
      >
        <TextField
          size="small"
          label={t('pricing.rules.minimumGross')}
          value={draft.minimumGross}
          disabled={readOnly}
          onChange={(event) => change({ minimumGross: event.target.value })}
          error={Boolean(messageAt('minimumGross'))}
          helperText={messageAt('minimumGross') ?? t('pricing.rules.minimumGrossHelp')}
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
        />
        <TextField
          select
          size="small"
          label={t('pricing.rules.roundTo')}
          value={draft.roundToCents}
          disabled={readOnly}
          onChange={(event) => change({ roundToCents: Number(event.target.value) })}
          error={Boolean(messageAt('rounding'))}
          helperText={messageAt('rounding')}
        >
          {PRICING_LIMITS.roundToCents.map((cents) => (
            <MenuItem key={cents} value={cents}>
              {format.money(cents)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('pricing.rules.roundingMode')}
          value={draft.roundingMode}
          disabled={readOnly}
          onChange={(event) => change({ roundingMode: event.target.value as PricingRoundingMode })}
        >
          {(['nearest', 'down'] as const).map((mode) => (
            <MenuItem key={mode} value={mode}>
              {t(`pricing.rules.mode.${mode}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <FormControlLabel
        sx={{ mt: 2, display: 'flex' }}
        control={
          <Switch
            checked={draft.endInNine}
            disabled={readOnly}
            onChange={(event) => change({ endInNine: event.target.checked })}
          />
        }
        label={t('pricing.rules.endInNine')}
      />
      <FormControlLabel
        sx={{ mt: 1, display: 'flex' }}
        control={
          <Switch
            checked={draft.raiseToMarket}
            disabled={readOnly}
            onChange={(event) => change({ raiseToMarket: event.target.checked })}
          />
        }
        label={t('pricing.rules.raiseToMarket')}
      />
      {messageAt('form') && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {messageAt('form')}
        </Alert>
      )}
      {canSave && (
        <Box sx={{ mt: 3 }}>
          <Button type="submit" variant="contained" disabled={saving}>
            {t('pricing.rules.save')}
          </Button>
        </Box>
      )}
    </Card>
  );
}
