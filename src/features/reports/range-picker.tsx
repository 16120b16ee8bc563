import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkReportRange, MAX_REPORT_DAYS } from '../../shared/reports/range';
import { presetOf, presetRange, RANGE_PRESETS, type DayRange, type RangePreset } from './range-presets';

const CUSTOM = 'custom';

type RangePickerProps = { range: DayRange; onChange: (range: DayRange) => void };

/** The presets, and two days of a custom range applied together; a new range (a link, Back) starts it afresh. */
export function RangePicker(props: RangePickerProps) {
  return <RangeForm key={`${props.range.from}/${props.range.to}`} {...props} />;
}

function RangeForm({ range, onChange }: RangePickerProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<RangePreset | typeof CUSTOM>(presetOf(range) ?? CUSTOM);
  const [draft, setDraft] = useState(range);
  // The server's own rules, so a custom range it would refuse is not sent.
  const draftValid = checkReportRange(draft).ok;

  return (
    <Box
      component="form"
      aria-label={t('reports.range.label')}
      onSubmit={(event) => {
        event.preventDefault();
        if (draftValid) onChange(draft);
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 3, displayPrint: 'none' }}
    >
      <TextField
        select
        size="small"
        label={t('reports.range.preset')}
        value={choice}
        onChange={(event) => {
          const value = event.target.value as RangePreset | typeof CUSTOM;
          setChoice(value);
          if (value !== CUSTOM) onChange(presetRange(value));
        }}
        sx={{ minWidth: 180 }}
      >
        {RANGE_PRESETS.map((key) => (
          <MenuItem key={key} value={key}>
            {t(`reports.range.${key}`)}
          </MenuItem>
        ))}
        <MenuItem value={CUSTOM}>{t('reports.range.custom')}</MenuItem>
      </TextField>
      {choice === CUSTOM && (
        <>
          <TextField
            size="small"
            type="date"
            label={t('reports.range.from')}
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="date"
            label={t('reports.range.to')}
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            error={!draftValid}
            helperText={draftValid ? undefined : t('reports.range.invalid', { days: MAX_REPORT_DAYS })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button
            type="submit"
            variant="outlined"
            disabled={!draftValid || (draft.from === range.from && draft.to === range.to)}
          >
            {t('reports.range.apply')}
          </Button>
        </>
      )}
    </Box>
  );
}
