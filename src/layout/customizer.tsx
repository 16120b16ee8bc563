import Close from '@mui/icons-material/Close';
import RestartAlt from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { InventorySection, LayoutSection, NotificationsSection, ThemingSection } from './customizer-sections';
import { useReconIconsPreference } from './settings/recon-icons';
import { useSettings } from './settings/settings-context';
import { DEFAULT_SETTINGS, FIXED_SETTINGS } from '../shared/settings/types';

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
  const open = useSyncExternalStore(
    subscribeToOpen,
    () => customizerOpen,
    () => false,
  );
  return [open, setCustomizerOpen];
}

/**
 * The customizer: a drawer on the end side where the user changes the appearance settings.
 * Every change is saved at once; "Reset" restores the defaults.
 */
export function Customizer({ open, onClose }: CustomizerProps) {
  const { t } = useTranslation();
  const { saveSettings, setMode } = useSettings();
  const [, setShowReconIcons] = useReconIconsPreference();
  if (FIXED_SETTINGS.disableCustomizer) return null;

  const reset = () => {
    saveSettings({ ...DEFAULT_SETTINGS });
    setMode(DEFAULT_SETTINGS.mode);
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
        <ThemingSection />
        <LayoutSection />
        <NotificationsSection />
        <InventorySection />
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
