import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import { useMemo, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '../shared/config';
import { useSettings } from './settings/settings-context';
import type { VerticalNavToggleType } from '../shared/settings/types';
import { createLotwiseTheme } from '../theme/create-theme';
import { openGroupOf, toggleGroup } from './active-nav';
import { Brand } from './brand';
import { VerticalGroup, VerticalLink } from './vertical-entries';
import type { NavigationState } from './use-navigation';

export type VerticalNavigationProps = {
  navigation: NavigationState;
  /** 'permanent': docked beside the content (md and up); 'temporary': an overlay opened from the app bar. */
  variant: 'permanent' | 'temporary';
  /** Whether the temporary drawer is open. */
  open?: boolean;
  onClose?: () => void;
};

/**
 * The vertical navigation: docked (and collapsible to icons, expanding on hover or focus) on
 * wide screens, an overlay drawer on narrow ones. Skin 'semi-dark' renders it in the dark palette.
 */
export function VerticalNavigation(props: VerticalNavigationProps) {
  const { settings } = useSettings();
  const { themeColor, direction, skin, mode } = settings;
  const semiDark = skin === 'semi-dark' && mode === 'light';
  const darkTheme = useMemo(
    () => (semiDark ? createLotwiseTheme({ mode: 'dark', themeColor, direction, skin }) : null),
    [semiDark, themeColor, direction, skin],
  );
  const drawer = <NavigationDrawer {...props} />;
  return darkTheme ? <ThemeProvider theme={darkTheme}>{drawer}</ThemeProvider> : drawer;
}

function NavigationDrawer({ navigation, variant, open = false, onClose }: VerticalNavigationProps) {
  const { t } = useTranslation();
  if (variant === 'permanent') return <DockedDrawer navigation={navigation} />;
  return (
    <Drawer
      variant="temporary"
      anchor="left"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      slotProps={{
        // The overlay drawer is a dialog: it needs a name (WCAG 4.1.2).
        paper: {
          'aria-label': t('nav.label'),
          sx: { width: LAYOUT.navigationWidth, bgcolor: 'background.paper', backgroundImage: 'none' },
        },
      }}
    >
      <NavigationContent navigation={navigation} expanded onNavigate={onClose} />
    </Drawer>
  );
}

/** Docked beside the content; when collapsed to icons it expands over the page on hover or focus. */
function DockedDrawer({ navigation }: { navigation: NavigationState }) {
  const { settings } = useSettings();
  const theme = useTheme();
  const collapsed = settings.navCollapsed;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const expanded = !collapsed || hovered || focused;
  const bordered = settings.skin === 'bordered';
  const widthTransition = theme.transitions.create(['width', 'box-shadow'], {
    duration: theme.transitions.duration.shorter,
    easing: theme.transitions.easing.easeInOut,
  });
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <Drawer
      variant="permanent"
      anchor="left"
      sx={{
        width: collapsed ? LAYOUT.collapsedNavigationWidth : LAYOUT.navigationWidth,
        flexShrink: 0,
        transition: widthTransition,
      }}
      slotProps={{
        paper: {
          onMouseEnter: () => setHovered(true),
          onMouseLeave: () => setHovered(false),
          onFocus: () => setFocused(true),
          onBlur: handleBlur,
          sx: {
            width: expanded ? LAYOUT.navigationWidth : LAYOUT.collapsedNavigationWidth,
            overflowX: 'hidden',
            transition: widthTransition,
            bgcolor: bordered ? 'background.paper' : 'background.default',
            backgroundImage: 'none',
            // MUI draws a right border on a docked left drawer (mirrored in RTL): only the bordered skin keeps it.
            borderRight: bordered ? `1px solid ${theme.palette.divider}` : 'none',
            boxShadow: collapsed && expanded ? theme.shadows[10] : 'none',
          },
        },
      }}
    >
      <NavigationContent navigation={navigation} expanded={expanded} />
    </Drawer>
  );
}

/** The brand and the entries; `onNavigate` closes an overlay drawer when a link is followed. */
function NavigationContent({
  navigation,
  expanded,
  onNavigate,
}: {
  navigation: NavigationState;
  expanded: boolean;
  onNavigate?: () => void;
}) {
  const { settings } = useSettings();
  const { t } = useTranslation();
  const [openGroups, toggle] = useOpenGroups(navigation.activeGroupKey, settings.verticalNavToggleType);
  return (
    <Box
      component="nav"
      aria-label={t('nav.label')}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
    >
      <Box
        sx={{
          minHeight: LAYOUT.toolbarMinHeight,
          display: 'flex',
          alignItems: 'center',
          paddingInlineStart: '18px',
          paddingInlineEnd: 2,
        }}
      >
        <Brand compact={!expanded} onNavigate={onNavigate} />
      </Box>
      <List
        sx={{
          flex: 1,
          minHeight: 0,
          overflowY: 'auto',
          overflowX: 'hidden',
          pt: 1,
          pb: 3,
          scrollbarWidth: 'thin',
        }}
      >
        {navigation.items.map((item) =>
          item.kind === 'group' ? (
            <VerticalGroup
              key={item.key}
              group={item}
              activePath={navigation.activePath}
              containsActive={item.key === navigation.activeGroupKey}
              open={openGroups.includes(item.key)}
              expanded={expanded}
              onToggle={() => toggle(item.key)}
              onNavigate={onNavigate}
            />
          ) : (
            <VerticalLink
              key={item.key}
              link={item}
              active={item.path === navigation.activePath}
              expanded={expanded}
              badge={navigation.badges[item.key]}
              onNavigate={onNavigate}
            />
          ),
        )}
      </List>
    </Box>
  );
}

/**
 * Which groups are open. The group holding the current route starts open, and opens again when a
 * route change moves into it (state adjusted during render, React's pattern for derived state).
 */
function useOpenGroups(activeGroupKey: string | undefined, mode: VerticalNavToggleType) {
  const [state, setState] = useState(() => ({
    forGroup: activeGroupKey,
    open: activeGroupKey ? [activeGroupKey] : ([] as string[]),
  }));
  if (state.forGroup !== activeGroupKey) {
    setState({ forGroup: activeGroupKey, open: openGroupOf(state.open, activeGroupKey, mode) });
  }
  const toggle = (key: string) => setState((s) => ({ ...s, open: toggleGroup(s.open, key, mode) }));
  return [state.open, toggle] as const;
}
