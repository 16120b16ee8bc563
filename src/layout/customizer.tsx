import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import RestartAlt from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { alpha } from '@mui/material/styles';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTNER_KEYS } from '../shared/config/partners';
import { useToast } from '../features/notifications/toast-provider';
import { useReconIconsPreference } from './settings/recon-icons';
import { useSettings } from './settings/settings-context';
import {
  BASE_THEME_COLORS,
  CONTENT_WIDTHS,
  DEFAULT_SETTINGS,
  DIRECTIONS,
  FIXED_SETTINGS,
  FOOTERS,
  LAYOUTS,
  MODES,
  SKINS,
  TOAST_POSITIONS,
  VERTICAL_NAV_TOGGLE_TYPES,
  type Settings,
  type ThemeColor,
} from '../shared/settings/types';
import { swatchFor } from '../theme/palette';

const THEME_COLOR_CHOICES: readonly ThemeColor[] = [...BASE_THEME_COLORS, ...PARTNER_KEYS];

export type CustomizerProps = { open: boolean; onClose: () => void };

// Whether the customizer is open lives outside React: switching the direction swaps the
// Emotion cache around the whole tree, which remounts it, and the drawer should stay open.
const openListeners = new Set<() => void>();
let customizerOpen = false;
const subscribeToOpen = (listener: () => void) => {
  openListeners.add(listener);
  return () => openListeners.delete(listener);
};
const setCustomizerOpen = (open: boolean) => {
  customizerOpen = open;
  for (const listener of openListeners) listener();
};

/** `[open, setOpen]` of the customizer drawer, kept across remounts of the shell. */
export function useCustomizerOpen(): [boolean, (open: boolean) => void] {
  const open = useSyncExternalStore(subscribeToOpen, () => customizerOpen, () => false);
  return [open, setCustomizerOpen];
}

/**
 * The customizer: a drawer on the end side where the user changes the appearance settings.
 * Every change is saved at once; "Reset" restores the defaults.
 */
export function Customizer({ open, onClose }: CustomizerProps) {
  const { t } = useTranslation();
  const { settings, saveSettings, darkModeAllowed, themePreference, toggleThemePreference } = useSettings();
  const [showReconIcons, setShowReconIcons] = useReconIconsPreference();
  const toast = useToast();
  if (FIXED_SETTINGS.disableCustomizer) return null;

  const horizontal = settings.layout === 'horizontal';
  const save = <K extends keyof Settings>(key: K) => (value: Settings[K]) => saveSettings({ [key]: value } as Partial<Settings>);

  const setMode = (mode: Settings['mode']) => {
    saveSettings({ mode });
    if (themePreference !== mode) toggleThemePreference(); // keep the separate preference in step
  };
  const reset = () => {
    saveSettings({ ...DEFAULT_SETTINGS });
    if (themePreference !== DEFAULT_SETTINGS.mode) toggleThemePreference();
    setShowReconIcons(false);
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        backdrop: { invisible: true },
        paper: {
          'aria-label': t('customizer.title'),
          sx: { width: { xs: '100%', sm: 400 }, display: 'flex', flexDirection: 'column', backgroundImage: 'none' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, px: 3, py: 2.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {t('customizer.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('customizer.subtitle')}
          </Typography>
        </Box>
        <IconButton aria-label={t('customizer.close')} onClick={onClose} edge="end">
          <Close />
        </IconButton>
      </Box>
      <Divider />

      <Box sx={{ flex: 1, overflowY: 'auto', px: 3, py: 2.5, display: 'grid', gap: 3, alignContent: 'start' }}>
        <Section title={t('customizer.section.theming')}>
          <ColorChoice value={settings.themeColor} onChange={save('themeColor')} />
          <OptionGroup
            label={t('customizer.mode')}
            value={settings.mode}
            onChange={setMode}
            options={MODES.map((mode) => ({ value: mode, label: t(`customizer.mode.${mode}`), disabled: !darkModeAllowed }))}
            helperText={darkModeAllowed ? undefined : t('customizer.mode.unavailable')}
          />
          <OptionGroup
            label={t('customizer.skin')}
            value={settings.skin}
            onChange={save('skin')}
            options={SKINS.map((skin) => ({
              value: skin,
              label: t(`customizer.skin.${skin}`),
              disabled: skin === 'semi-dark' && horizontal,
            }))}
            columns={3}
            helperText={horizontal ? t('customizer.skin.semiDarkVerticalOnly') : undefined}
          />
        </Section>

        <Section title={t('customizer.section.layout')}>
          <OptionGroup
            label={t('customizer.layout')}
            value={settings.layout}
            onChange={save('layout')}
            options={LAYOUTS.map((layout) => ({ value: layout, label: t(`customizer.layout.${layout}`) }))}
          />
          <OptionGroup
            label={t('customizer.contentWidth')}
            value={settings.contentWidth}
            onChange={save('contentWidth')}
            options={CONTENT_WIDTHS.map((width) => ({ value: width, label: t(`customizer.contentWidth.${width}`) }))}
          />
          <OptionGroup
            label={t('customizer.direction')}
            value={settings.direction}
            onChange={save('direction')}
            options={DIRECTIONS.map((direction) => ({ value: direction, label: t(`customizer.direction.${direction}`) }))}
          />
          <OptionGroup
            label={t('customizer.footer')}
            value={settings.footer}
            onChange={save('footer')}
            options={FOOTERS.map((footer) => ({ value: footer, label: t(`customizer.footer.${footer}`) }))}
            columns={3}
          />
          <SettingSwitch
            label={t('customizer.navCollapsed')}
            checked={settings.navCollapsed}
            onChange={save('navCollapsed')}
            disabled={horizontal}
            helperText={horizontal ? t('customizer.verticalOnly') : undefined}
          />
          <OptionGroup
            label={t('customizer.menuToggle')}
            value={settings.verticalNavToggleType}
            onChange={save('verticalNavToggleType')}
            options={VERTICAL_NAV_TOGGLE_TYPES.map((type) => ({
              value: type,
              label: t(`customizer.menuToggle.${type}`),
              disabled: horizontal,
            }))}
          />
          <SettingSwitch label={t('customizer.appBarBlur')} checked={settings.appBarBlur} onChange={save('appBarBlur')} />
        </Section>

        <Section title={t('customizer.section.notifications')}>
          <OptionGroup
            label={t('customizer.toastPosition')}
            value={settings.toastPosition}
            onChange={save('toastPosition')}
            options={TOAST_POSITION_ORDER.map((position) => ({ value: position, label: t(`customizer.toastPosition.${position}`) }))}
            columns={3}
          />
          <Box>
            <Button size="small" variant="text" onClick={() => toast(t('customizer.toastPreview.message'), 'info')}>
              {t('customizer.toastPreview')}
            </Button>
          </Box>
        </Section>

        <Section title={t('customizer.section.inventory')}>
          <SettingSwitch
            label={t('customizer.showReconIcons')}
            helperText={t('customizer.showReconIcons.help')}
            checked={showReconIcons}
            onChange={setShowReconIcons}
          />
        </Section>
      </Box>

      <Divider />
      <Box sx={{ px: 3, py: 2 }}>
        <Button fullWidth variant="outlined" color="secondary" startIcon={<RestartAlt />} onClick={reset}>
          {t('customizer.reset')}
        </Button>
      </Box>
    </Drawer>
  );
}

// Shown as a 3 × 2 grid that reads like the screen: top row, then bottom row, start to end.
const TOAST_POSITION_ORDER = (['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right'] as const).filter(
  (position) => TOAST_POSITIONS.includes(position),
);

function Section({ title, children }: { title: string; children: ReactNode }) {
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

const labelSx = { mb: 1, fontSize: '0.875rem', fontWeight: 500, color: 'text.primary', '&.Mui-focused': { color: 'text.primary' } };

type Option<T extends string> = { value: T; label: string; disabled?: boolean };

/** A labelled radio group whose options are drawn as selectable tiles. */
function OptionGroup<T extends string>({
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

function SettingSwitch({
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

/** The theme colour: one swatch per colour and partner palette, each a radio with the colour's name. */
function ColorChoice({ value, onChange }: { value: ThemeColor; onChange: (value: ThemeColor) => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <FormControl component="fieldset">
      <FormLabel id={labelId} component="legend" sx={labelSx}>
        {t('customizer.themeColor')}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
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
