import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

const SEPARATORS = /[\s,;]+/;

/** The distinct non-empty tokens of `texts`, split at commas, semicolons and spaces, in order. */
export function chipTokens(
  texts: readonly string[],
  normalize: (token: string) => string = (token) => token,
): string[] {
  const tokens = texts.flatMap((text) => text.split(SEPARATORS)).map((token) => normalize(token.trim()));
  return [...new Set(tokens.filter((token) => token.length > 0))];
}

/**
 * A list of short values typed as chips: a comma, a space or Enter ends one, pasting
 * "75201, 75202 75203" adds three, Backspace in the empty field removes the last.
 */
export function ChipInput({
  label,
  value,
  onChange,
  helperText,
  placeholder,
  normalize,
  disabled,
  error,
}: {
  label: string;
  value: string[];
  onChange: (next: string[]) => void;
  helperText?: string;
  placeholder?: string;
  normalize?: (token: string) => string;
  disabled?: boolean;
  error?: boolean;
}) {
  const [input, setInput] = useState('');

  function commit(text: string) {
    const added = chipTokens([text], normalize);
    if (added.length > 0) onChange(chipTokens([...value, ...added], normalize));
    setInput('');
  }

  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={[]}
      value={value}
      inputValue={input}
      disabled={disabled}
      onChange={(_event, next) => {
        onChange(chipTokens(next, normalize));
        setInput('');
      }}
      onInputChange={(_event, text, reason) => {
        if (reason === 'reset') return;
        if (SEPARATORS.test(text)) commit(text);
        else setInput(text);
      }}
      onBlur={() => commit(input)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          helperText={helperText}
          placeholder={value.length === 0 ? placeholder : undefined}
          error={error}
        />
      )}
    />
  );
}
