import ClearOutlined from '@mui/icons-material/ClearOutlined';
import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GetVehicleMakesDocument } from '../../../graphql/generated/operations/GetVehicleMakes';
import { extraFilterCount, STATUS_VIEWS, type InventoryView } from './use-inventory-view';

const SEARCH_DELAY_MS = 300;

/** The search box: what is typed reaches the view after a short pause. */
function SearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  // A change from outside (clear filters, back button) replaces what is in the box.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onChange(text);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onChange]);
  return (
    <TextField
      size="small"
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder={t('inventory.search.placeholder')}
      sx={{ flex: '1 1 260px', minWidth: 200, maxWidth: 420 }}
      slotProps={{
        htmlInput: { 'aria-label': t('inventory.search.label'), maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlined fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton size="small" aria-label={t('inventory.search.clear')} onClick={() => setText('')} edge="end">
                <ClearOutlined fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}

const EMPTY_DRAFT = { model: '', yearMin: '', yearMax: '', priceMin: '', priceMax: '', olderThan: '' };

const numberOrNull = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null);

/** Model, year and price ranges and the exact age, applied together. */
function MoreFilters({ view, onChange }: { view: InventoryView; onChange: (change: Partial<InventoryView>) => void }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const open = (element: HTMLElement) => {
    const text = (value: number | null) => (value === null ? '' : String(value));
    setDraft({
      model: view.model,
      yearMin: text(view.yearMin),
      yearMax: text(view.yearMax),
      priceMin: text(view.priceMin),
      priceMax: text(view.priceMax),
      olderThan: text(view.olderThan),
    });
    setAnchor(element);
  };
  const apply = () => {
    onChange({
      model: draft.model.trim(),
      yearMin: numberOrNull(draft.yearMin),
      yearMax: numberOrNull(draft.yearMax),
      priceMin: numberOrNull(draft.priceMin),
      priceMax: numberOrNull(draft.priceMax),
      olderThan: numberOrNull(draft.olderThan),
    });
    setAnchor(null);
  };
  const field = (name: keyof typeof draft, label: string, numeric = true) => (
    <TextField
      size="small"
      label={label}
      value={draft[name]}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      slotProps={{ htmlInput: numeric ? { inputMode: 'numeric', pattern: '[0-9]*' } : undefined }}
      fullWidth
    />
  );
  const count = extraFilterCount({ ...view, make: '' });
  return (
    <>
      <Badge badgeContent={count} color="primary">
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<FilterListOutlined />}
          onClick={(event) => open(event.currentTarget)}
        >
          {t('inventory.filters.more')}
        </Button>
      </Badge>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        // A small form over the page: a dialog named by its title (axe region, WCAG 4.1.2).
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': t('inventory.filters.more'),
            sx: { p: 2, width: 320, maxWidth: 'calc(100vw - 32px)' },
          },
        }}
      >
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          <Typography variant="subtitle2" sx={{ mb: 1.5 }}>
            {t('inventory.filters.more')}
          </Typography>
          <Stack spacing={1.5}>
            {field('model', t('inventory.field.model'), false)}
            <Stack direction="row" spacing={1}>
              {field('yearMin', t('inventory.filters.yearFrom'))}
              {field('yearMax', t('inventory.filters.yearTo'))}
            </Stack>
            <Stack direction="row" spacing={1}>
              {field('priceMin', t('inventory.filters.priceFrom'))}
              {field('priceMax', t('inventory.filters.priceTo'))}
            </Stack>
            {field('olderThan', t('inventory.filters.olderThan'))}
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={() => setDraft(EMPTY_DRAFT)}>{t('inventory.filters.reset')}</Button>
              <Button type="submit" variant="contained">
                {t('inventory.filters.apply')}
              </Button>
            </Stack>
          </Stack>
        </Box>
      </Popover>
    </>
  );
}

/** Search, status, make and the further filters of the inventory list. */
export function InventoryFilters({
  view,
  onChange,
}: {
  view: InventoryView;
  onChange: (change: Partial<InventoryView>) => void;
}) {
  const { t } = useTranslation();
  const makes = useQuery(GetVehicleMakesDocument).data?.vehicleMakes ?? [];
  const filtered =
    view.search.trim() !== '' || view.status !== 'in_stock' || extraFilterCount(view) > 0 || view.buckets.length > 0;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center', width: '100%' }}>
      <SearchField value={view.search} onChange={(search) => onChange({ search })} />
      <TextField
        select
        size="small"
        label={t('inventory.field.status')}
        value={view.status}
        onChange={(event) => onChange({ status: event.target.value as InventoryView['status'] })}
        sx={{ flex: { xs: '1 1 140px', sm: '0 0 170px' } }}
      >
        {STATUS_VIEWS.map((status) => (
          <MenuItem key={status} value={status}>
            {status === 'in_stock' || status === 'all'
              ? t(`inventory.statusView.${status}`)
              : t(`inventory.status.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        size="small"
        options={makes.map((entry) => entry.make)}
        value={view.make || null}
        onChange={(_event, make) => onChange({ make: make ?? '' })}
        getOptionLabel={(make) => make}
        renderOption={(props, make) => {
          const { key, ...rest } = props;
          return (
            <li key={key} {...rest}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', width: '100%' }}>
                <span>{make}</span>
                <Typography variant="body2" color="text.secondary">
                  {makes.find((entry) => entry.make === make)?.count}
                </Typography>
              </Box>
            </li>
          );
        }}
        renderInput={(params) => <TextField {...params} label={t('inventory.field.make')} />}
        sx={{ flex: { xs: '1 1 140px', sm: '0 0 190px' } }}
      />
      <MoreFilters view={view} onChange={onChange} />
      {filtered && (
        <Button
          color="inherit"
          onClick={() =>
            onChange({
              search: '',
              status: 'in_stock',
              make: '',
              model: '',
              yearMin: null,
              yearMax: null,
              priceMin: null,
              priceMax: null,
              buckets: [],
              olderThan: null,
            })
          }
        >
          {t('inventory.filters.clear')}
        </Button>
      )}
    </Stack>
  );
}
