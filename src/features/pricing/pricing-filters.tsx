import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricingView } from './pricing-view';

/** Search and "older than N days"; both in the URL (the search once typing pauses). */
export function PricingFilters({
  view,
  onChange,
}: {
  view: PricingView;
  onChange: (change: Partial<PricingView>) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(view.search);
  const [older, setOlder] = useState(view.olderThan === null ? '' : String(view.olderThan));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  function typeSearch(text: string) {
    setSearch(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange({ search: text }), 250);
  }
  const olderValid = older.trim() === '' || /^\d{1,4}$/.test(older.trim());

  function applyOlder(text: string) {
    setOlder(text);
    const trimmed = text.trim();
    if (trimmed === '') onChange({ olderThan: null });
    else if (/^\d{1,4}$/.test(trimmed)) onChange({ olderThan: Number(trimmed) });
  }

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'flex-start' } }}>
      <TextField
        size="small"
        type="search"
        label={t('pricing.filters.search')}
        value={search}
        onChange={(event) => typeSearch(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ flex: 1, maxWidth: { sm: 360 } }}
      />
      <TextField
        size="small"
        label={t('pricing.filters.olderThan')}
        value={older}
        onChange={(event) => applyOlder(event.target.value)}
        error={!olderValid}
        helperText={olderValid ? undefined : t('pricing.filters.olderThanInvalid')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ width: { sm: 200 } }}
      />
      {(view.search || view.olderThan !== null) && (
        <Button
          onClick={() => {
            clearTimeout(timer.current);
            setSearch('');
            setOlder('');
            onChange({ search: '', olderThan: null });
          }}
        >
          {t('pricing.filters.clear')}
        </Button>
      )}
    </Stack>
  );
}
