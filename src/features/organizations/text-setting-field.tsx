import TextField from '@mui/material/TextField';
import { useState } from 'react';

/**
 * A one-line text setting (the dealership's address, phone, hours), saved when the field loses
 * focus (or on Enter) with a changed text; the registry refuses a bad one and the card toasts why.
 * The card keys it by the stored value, so a saved or refused change starts it afresh.
 */
export function TextSettingField({
  value,
  maxLength,
  disabled,
  labelId,
  hintId,
  onChange,
}: {
  value: string;
  maxLength: number;
  disabled: boolean;
  labelId: string;
  hintId: string;
  onChange: (value: string) => void;
}) {
  const [text, setText] = useState(value);

  function commit() {
    if (text.trim() === value) return setText(value);
    onChange(text.trim());
  }

  return (
    <TextField
      size="small"
      value={text}
      disabled={disabled}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      slotProps={{ htmlInput: { 'aria-labelledby': labelId, 'aria-describedby': hintId, maxLength } }}
      sx={{ width: { xs: '100%', sm: 320 } }}
    />
  );
}
