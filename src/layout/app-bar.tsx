import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import MuiAppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { alpha, useTheme, type Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import type { SystemStyleObject } from '@mui/system';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '../shared/config';
import { useSettings } from './settings/settings-context';
import { toggleTheme } from '../shared/settings/storage';
import { FIXED_SETTINGS, type Settings } from '../shared/settings/types';
import { Brand } from './brand';
import { UserMenu } from './user-menu';

export type LayoutAppBarProps = {
  /** Opens the overlay navigation on narrow screens; absent when there is no navigation. */
  onOpenNavigation?: () => void;
  onOpenCustomizer: () => void;
  /** Max width of the bar's content (the boxed content width), or none for full width. */
  maxWidth?: number;
  /** A second bar shown under the toolbar, inside the same sticky header (the horizontal navigation). */
  children?: ReactNode;
  /** What the features put in the bar before the user menu (the notifications bell), passed in by the page. */
  items?: ReactNode;
};

/** Materio's soft shadow for surfaces that float over the page. */
export function softShadow(theme: Theme): string {
  return `0 4px 8px -4px ${alpha(theme.palette.common.black, theme.palette.mode === 'dark' ? 0.6 : 0.42)}`;
}

function surfaceSx(theme: Theme, settings: Settings, { scrolled, floating }: { scrolled: boolean; floating: boolean }) {
  const bordered = settings.skin === 'bordered';
  const paper = theme.palette.background.paper;
  // Floating (vertical layout): transparent on top of the page, a card once it scrolls.
  // Horizontal layout: always a surface.
  const filled = scrolled || !floating;
  const translucent = settings.appBarBlur && scrolled;
  const style: SystemStyleObject<Theme> = {
    transition: theme.transitions.create(['background-color', 'box-shadow', 'backdrop-filter'], {
      duration: theme.transitions.duration.shorter,
    }),
    bgcolor: filled ? (translucent ? alpha(paper, 0.85) : paper) : 'transparent',
    backdropFilter: translucent ? 'blur(6px)' : 'none',
  };
  if (floating) {
    Object.assign(style, {
      borderEndStartRadius: 10,
      borderEndEndRadius: 10,
      border: '1px solid transparent',
      borderTop: 0,
      ...(scrolled && (bordered ? { borderColor: theme.palette.divider } : { boxShadow: softShadow(theme) })),
    });
  } else {
    Object.assign(
      style,
      bordered ? { borderBottom: `1px solid ${theme.palette.divider}` } : { boxShadow: softShadow(theme) },
    );
  }
  return style;
}

/**
 * The app bar: navigation button, brand (when no vertical navigation shows it), light/dark
 * switch (where dark mode is allowed), customizer button and user menu. Sticky when `appBar`
 * is 'fixed'; with 'hidden' it is left out on wide screens and scrolls away on narrow ones
 * (their navigation button lives here).
 */
export function LayoutAppBar({ onOpenNavigation, onOpenCustomizer, maxWidth, children, items }: LayoutAppBarProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { settings, saveSettings, darkModeAllowed, setMode } = useSettings();
  const mdUp = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: 0 });

  const vertical = settings.layout === 'vertical';
  const hidden = settings.appBar === 'hidden';
  const floating = vertical;
  const canToggleCollapse = vertical && mdUp && !settings.navHidden;
  const showBrand = !vertical || !mdUp || settings.navHidden;

  const nextMode = toggleTheme(settings.mode);
  const themeLabel = t(nextMode === 'dark' ? 'appBar.switchToDark' : 'appBar.switchToLight');

  let navigationButton: ReactNode = null;
  if (canToggleCollapse) {
    const label = t(settings.navCollapsed ? 'appBar.expandNavigation' : 'appBar.collapseNavigation');
    navigationButton = (
      <IconButton
        aria-label={label}
        aria-pressed={settings.navCollapsed}
        onClick={() => saveSettings({ navCollapsed: !settings.navCollapsed })}
        edge="start"
      >
        {settings.navCollapsed ? (
          <MenuIcon />
        ) : (
          <MenuOpen sx={{ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' }} />
        )}
      </IconButton>
    );
  } else if (!mdUp && onOpenNavigation) {
    navigationButton = (
      <IconButton aria-label={t('appBar.openNavigation')} onClick={onOpenNavigation} edge="start">
        <MenuIcon />
      </IconButton>
    );
  }

  return (
    <MuiAppBar
      component="header"
      position={hidden ? 'static' : 'sticky'}
      color="transparent"
      elevation={0}
      sx={{
        top: 0,
        backgroundColor: 'transparent',
        boxShadow: 'none',
        color: 'text.primary',
        ...(hidden && vertical ? { display: { md: 'none' } } : {}),
        ...(floating ? { px: { xs: 2, md: 3 } } : {}),
      }}
    >
      <Box
        sx={(th) => ({
          ...surfaceSx(th, settings, { scrolled, floating }),
          ...(floating ? { maxWidth, mx: 'auto', width: '100%' } : {}),
        })}
      >
        <Toolbar
          disableGutters
          sx={{
            minHeight: { xs: LAYOUT.toolbarMinHeight },
            gap: 1,
            px: floating ? { xs: 1, sm: 2 } : { xs: 2, md: 3 },
            ...(floating ? {} : { maxWidth, mx: 'auto', width: '100%' }),
          }}
        >
          {navigationButton}
          {showBrand && (
            <Box sx={{ display: 'flex', minWidth: 0, marginInlineStart: navigationButton ? 0.5 : 0 }}>
              <Brand />
            </Box>
          )}
          <Box sx={{ flex: 1 }} />
          {/* Only where dark mode is allowed: without the flag the switch would change nothing. */}
          {darkModeAllowed && (
            <Tooltip title={themeLabel}>
              <IconButton aria-label={themeLabel} onClick={() => setMode(nextMode)}>
                {nextMode === 'dark' ? <DarkModeOutlined /> : <LightModeOutlined />}
              </IconButton>
            </Tooltip>
          )}
          {!FIXED_SETTINGS.disableCustomizer && (
            <Tooltip title={t('appBar.openCustomizer')}>
              <IconButton aria-label={t('appBar.openCustomizer')} onClick={onOpenCustomizer}>
                <TuneOutlined />
              </IconButton>
            </Tooltip>
          )}
          {items}
          <UserMenu />
        </Toolbar>
        {children}
      </Box>
    </MuiAppBar>
  );
}
