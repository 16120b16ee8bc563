import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useToast } from '../base/toast-provider';
import { RESET_ON_LOAD_KEYS } from '../shared/settings/load';
import { useReconIconsPreference } from './settings/recon-icons';
import { useSettings } from './settings/settings-context';
import {
  CONTENT_WIDTHS,
  DIRECTIONS,
  FOOTERS,
  LAYOUTS,
  MODES,
  SKINS,
  TOAST_POSITIONS,
  VERTICAL_NAV_TOGGLE_TYPES,
  type Settings,
} from '../shared/settings/types';
import { ColorChoice, OptionGroup, Section, SettingSwitch } from './customizer-controls';

// The customizer's sections; every change is saved at once.

/** Saves one setting. */
function useSave() {
  const { saveSettings } = useSettings();
  return <K extends keyof Settings>(key: K) =>
    (value: Settings[K]) =>
      saveSettings({ [key]: value } as Partial<Settings>);
}

/** The caption of a setting that the next page load puts back (SPEC.md section 4), else none. */
function useUntilReload() {
  const { t } = useTranslation();
  return (key: keyof Settings) => (RESET_ON_LOAD_KEYS.includes(key) ? t('customizer.untilReload') : undefined);
}

export function ThemingSection() {
  const { t } = useTranslation();
  const { settings, darkModeAllowed, setMode } = useSettings();
  const save = useSave();
  const untilReload = useUntilReload();
  const horizontal = settings.layout === 'horizontal';
  return (
    <Section title={t('customizer.section.theming')}>
      <ColorChoice value={settings.themeColor} onChange={save('themeColor')} helperText={untilReload('themeColor')} />
      {/* Offered only where dark mode is allowed: without the flag, dark would change nothing. */}
      {darkModeAllowed && (
        <OptionGroup
          label={t('customizer.mode')}
          value={settings.mode}
          onChange={setMode}
          options={MODES.map((mode) => ({ value: mode, label: t(`customizer.mode.${mode}`) }))}
        />
      )}
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
  );
}

export function LayoutSection() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const save = useSave();
  const untilReload = useUntilReload();
  const horizontal = settings.layout === 'horizontal';
  return (
    <Section title={t('customizer.section.layout')}>
      <OptionGroup
        label={t('customizer.layout')}
        value={settings.layout}
        onChange={save('layout')}
        options={LAYOUTS.map((layout) => ({ value: layout, label: t(`customizer.layout.${layout}`) }))}
        helperText={untilReload('layout')}
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
        helperText={untilReload('footer')}
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
  );
}

// Shown as a 3 × 2 grid that reads like the screen: top row, then bottom row, start to end.
const TOAST_POSITION_ORDER = (
  ['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right'] as const
).filter((position) => TOAST_POSITIONS.includes(position));

export function NotificationsSection() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const save = useSave();
  const untilReload = useUntilReload();
  const toast = useToast();
  return (
    <Section title={t('customizer.section.notifications')}>
      <OptionGroup
        label={t('customizer.toastPosition')}
        value={settings.toastPosition}
        onChange={save('toastPosition')}
        options={TOAST_POSITION_ORDER.map((position) => ({
          value: position,
          label: t(`customizer.toastPosition.${position}`),
        }))}
        columns={3}
        helperText={untilReload('toastPosition')}
      />
      <Box>
        <Button size="small" variant="text" onClick={() => toast(t('customizer.toastPreview.message'), 'info')}>
          {t('customizer.toastPreview')}
        </Button>
      </Box>
    </Section>
  );
}

export function InventorySection() {
  const { t } = useTranslation();
  const [showReconIcons, setShowReconIcons] = useReconIconsPreference();
  return (
    <Section title={t('customizer.section.inventory')}>
      <SettingSwitch
        label={t('customizer.showReconIcons')}
        helperText={t('customizer.showReconIcons.help')}
        checked={showReconIcons}
        onChange={setShowReconIcons}
      />
    </Section>
  );
}
