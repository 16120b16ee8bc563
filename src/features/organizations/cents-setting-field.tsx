import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

const toDollars = (cents: unknown) => (typeof cents === 'number' ? (cents / 100).toFixed(2) : '');

/**
 * A money setting stored in cents, edited in dollars: saved when the field loses focus (or on
 * Enter) with a changed amount; the registry refuses a bad one and the card toasts why. The card
 * keys it by the stored value, so a saved or refused change starts it afresh.
 */
export function CentsSettingField({
  value,
  disabled,
  labelId,
  hintId,
  onChange,
}: {
  value: unknown;
  disabled: boolean;
  labelId: string;
  hintId: string;
  onChange: (cents: number) => void;
}) {
  const [text, setText] = useState(toDollars(value));

  function commit() {
    const cents = Math.round(Number(text) * 100);
    if (text.trim() === '' || !Number.isFinite(cents) || cents === value) {
      setText(toDollars(value));
      return;
    }
    onChange(cents);
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
        htmlInput: { 'aria-labelledby': labelId, 'aria-describedby': hintId, inputMode: 'decimal', min: 0, step: '0.01' },
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
      sx={{ width: 180 }}
    />
  );
}
