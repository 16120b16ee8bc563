import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingControl } from './setting-values';

/** How a number setting is shown and typed: money in dollars (stored in cents) or a whole count in its unit. */
type NumberSettingFormat = Extract<SettingControl, { kind: 'cents' | 'count' }>;

const textOf = (format: NumberSettingFormat, value: unknown) =>
  typeof value !== 'number' ? '' : format.kind === 'cents' ? (value / 100).toFixed(2) : String(value);

const numberOf = (format: NumberSettingFormat, text: string) =>
  format.kind === 'cents' ? Math.round(Number(text) * 100) : Number(text);

/**
 * A number setting, saved when the field loses focus (or on Enter) with a changed number; the
 * registry refuses a bad one and the card toasts why. The card keys it by the stored value, so a
 * saved or refused change starts it afresh.
 */
export function NumberSettingField({
  value,
  format,
  disabled,
  labelId,
  hintId,
  onChange,
}: {
  value: unknown;
  format: NumberSettingFormat;
  disabled: boolean;
  labelId: string;
  hintId: string;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  const shown = textOf(format, value);
  const [text, setText] = useState(shown);

  function commit() {
    const next = numberOf(format, text);
    if (text.trim() === '' || !Number.isFinite(next) || next === value) {
      setText(shown);
      return;
    }
    onChange(next);
  }

  const limits =
    format.kind === 'cents'
      ? { inputMode: 'decimal' as const, min: 0, step: '0.01' }
      : { inputMode: 'numeric' as const, min: format.min, max: format.max, step: 1 };
  const adornment =
    format.kind === 'cents'
      ? { startAdornment: <InputAdornment position="start">$</InputAdornment> }
      : { endAdornment: <InputAdornment position="end">{t(`orgSettings.unit.${format.unit}`)}</InputAdornment> };
  return (
    <TextField
      size="small"
      type="number"
      value={text}
      disabled={disabled}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      slotProps={{ htmlInput: { 'aria-labelledby': labelId, 'aria-describedby': hintId, ...limits }, input: adornment }}
      sx={{ width: 180 }}
    />
  );
}
