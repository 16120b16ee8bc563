import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { alpha } from '@mui/material/styles';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTNER_KEYS } from '../shared/config/partners';
import { BASE_THEME_COLORS, type ThemeColor } from '../shared/settings/types';
import { swatchFor } from '../theme/palette';

// The customizer's building blocks: a titled section, option tiles, a switch and the color picker.

const THEME_COLOR_CHOICES: readonly ThemeColor[] = [...BASE_THEME_COLORS, ...PARTNER_KEYS];

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 2.5 }}>
      <Typography
        id={id}
        variant="overline"
        component="h3"
        color="text.secondary"
        sx={{ fontWeight: 600, letterSpacing: '0.08em', lineHeight: 1.5 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const labelSx = {
  mb: 1,
  fontSize: '0.875rem',
  fontWeight: 500,
  color: 'text.primary',
  '&.Mui-focused': { color: 'text.primary' },
};

type Option<T extends string> = { value: T; label: string; disabled?: boolean };

/** A labelled radio group whose options are drawn as selectable tiles. */
export function OptionGroup<T extends string>({
  label,
  value,
  onChange,
  options,
  helperText,
  columns = 2,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: Option<T>[];
  helperText?: string;
  columns?: number;
}) {
  const labelId = useId();
  const helperId = useId();
  return (
    <FormControl component="fieldset" sx={{ minWidth: 0 }}>
      <FormLabel id={labelId} component="legend" sx={labelSx}>
        {label}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        aria-describedby={helperText ? helperId : undefined}
        value={value}
        onChange={(_event, next) => onChange(next as T)}
        sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 1 }}
      >
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <FormControlLabel
              key={option.value}
              value={option.value}
              disabled={option.disabled}
              control={<Radio size="small" sx={{ p: 0.25 }} />}
              label={option.label}
              sx={(theme) => ({
                m: 0,
                minWidth: 0,
                px: 0.75,
                py: 0.75,
                gap: 0.25,
                borderRadius: 1,
                border: `1px solid ${checked ? theme.palette.primary.main : theme.palette.divider}`,
                bgcolor: checked ? alpha(theme.palette.primary.main, 0.08) : 'transparent',
                transition: theme.transitions.create(['border-color', 'background-color'], {
                  duration: theme.transitions.duration.shortest,
                }),
                '&:hover': option.disabled ? {} : { borderColor: theme.palette.primary.main },
                '& .MuiFormControlLabel-label': {
                  fontSize: '0.875rem',
                  fontWeight: checked ? 600 : 400,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                },
              })}
            />
          );
        })}
      </RadioGroup>
      {helperText && (
        <FormHelperText id={helperId} sx={{ mx: 0 }}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}

export function SettingSwitch({
  label,
  checked,
  onChange,
  disabled,
  helperText,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  helperText?: string;
}) {
  const helperId = useId();
  return (
    <Box>
      <FormControlLabel
        labelPlacement="start"
        disabled={disabled}
        label={label}
        control={
          <Switch
            checked={checked}
            onChange={(_event, next) => onChange(next)}
            slotProps={{ input: { 'aria-describedby': helperText ? helperId : undefined } }}
          />
        }
        sx={{
          m: 0,
          width: '100%',
          justifyContent: 'space-between',
          gap: 2,
          '& .MuiFormControlLabel-label': { fontSize: '0.875rem', fontWeight: 500 },
        }}
      />
      {helperText && (
        <FormHelperText id={helperId} sx={{ mx: 0, mt: 0 }}>
          {helperText}
        </FormHelperText>
      )}
    </Box>
  );
}

/** The theme color: one swatch per color and partner palette, each a radio with the color's name. */
export function ColorChoice({
  value,
  onChange,
  helperText,
}: {
  value: ThemeColor;
  onChange: (value: ThemeColor) => void;
  helperText?: string;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const helperId = useId();
  return (
    <FormControl component="fieldset">
      <FormLabel id={labelId} component="legend" sx={labelSx}>
        {t('customizer.themeColor')}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        aria-describedby={helperText ? helperId : undefined}
        value={value}
        onChange={(_event, next) => onChange(next as ThemeColor)}
        sx={{ gap: 1 }}
      >
        {THEME_COLOR_CHOICES.map((color) => {
          const name = t(`customizer.color.${color}`);
          return (
            <Tooltip key={color} title={name}>
              <Radio
                value={color}
                disableRipple
                icon={<Swatch color={swatchFor(color).main} />}
                checkedIcon={<Swatch color={swatchFor(color).main} checked />}
                slotProps={{ input: { 'aria-label': name } }}
                sx={(theme) => ({
                  p: 0,
                  borderRadius: 1.5,
                  '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.text.primary}`, outlineOffset: 2 },
                })}
              />
            </Tooltip>
          );
        })}
      </RadioGroup>
      {helperText && (
        <FormHelperText id={helperId} sx={{ mx: 0 }}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}

function Swatch({ color, checked = false }: { color: string; checked?: boolean }) {
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        width: 34,
        height: 34,
        display: 'grid',
        placeItems: 'center',
        borderRadius: 1.5,
        bgcolor: color,
        color: theme.palette.getContrastText(color),
        boxShadow: checked
          ? `0 0 0 2px ${theme.palette.background.paper}, 0 0 0 4px ${color}`
          : `0 2px 4px -2px ${alpha(color, 0.8)}`,
        transition: theme.transitions.create('box-shadow', { duration: theme.transitions.duration.shortest }),
      })}
    >
      {checked && <Check sx={{ fontSize: 20 }} />}
    </Box>
  );
}
