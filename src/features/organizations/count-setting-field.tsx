import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingUnit } from '../../shared/organization';

/**
 * A whole-number setting in its unit (hours, days, percent), saved like the money field: when it
 * loses focus (or on Enter) with a changed number; the registry refuses one out of range and the
 * card toasts why. Keyed by the stored value, so a saved or refused change starts it afresh.
 */
export function CountSettingField({
  value,
  unit,
  min,
  max,
  disabled,
  labelId,
  hintId,
  onChange,
}: {
  value: unknown;
  unit: SettingUnit;
  min: number;
  max: number;
  disabled: boolean;
  labelId: string;
  hintId: string;
  onChange: (count: number) => void;
}) {
  const { t } = useTranslation();
  const shown = typeof value === 'number' ? String(value) : '';
  const [text, setText] = useState(shown);

  function commit() {
    const count = Number(text);
    if (text.trim() === '' || !Number.isFinite(count) || count === value) {
      setText(shown);
      return;
    }
    onChange(count);
  }

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
      slotProps={{
        htmlInput: { 'aria-labelledby': labelId, 'aria-describedby': hintId, inputMode: 'numeric', min, max, step: 1 },
        input: { endAdornment: <InputAdornment position="end">{t(`orgSettings.unit.${unit}`)}</InputAdornment> },
      }}
      sx={{ width: 180 }}
    />
  );
}
