import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { ThemeProvider, useTheme, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import NextLink from 'next/link';
import { useId, useMemo, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '../shared/config';
import { useSettings } from './settings/settings-context';
import { FIXED_SETTINGS, type VerticalNavToggleType } from '../shared/settings/types';
import { createLotwiseTheme } from '../theme/create-theme';
import { openGroupOf, toggleGroup } from './active-nav';
import { Brand } from './brand';
import { NavItemIcon } from './nav-icons';
import type { NavGroup, NavLink } from './navigation';
import { activeItemSx } from './nav-styles';
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
  const { settings } = useSettings();
  const { t } = useTranslation();
  const theme = useTheme();
  const permanent = variant === 'permanent';
  const collapsed = permanent && settings.navCollapsed;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const expanded = !collapsed || hovered || focused;
  const [openGroups, toggle] = useOpenGroups(navigation.activeGroupKey, settings.verticalNavToggleType);
  const bordered = settings.skin === 'bordered';
  const onNavigate = permanent ? undefined : onClose;

  const widthTransition = theme.transitions.create(['width', 'box-shadow'], {
    duration: theme.transitions.duration.shorter,
    easing: theme.transitions.easing.easeInOut,
  });

  const content = (
    <Box
      component="nav"
      aria-label={t('nav.label')}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
    >
      <Box sx={{ minHeight: LAYOUT.toolbarMinHeight, display: 'flex', alignItems: 'center', paddingInlineStart: '18px', paddingInlineEnd: 2 }}>
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
              onNavigate={onNavigate}
            />
          ),
        )}
      </List>
    </Box>
  );

  if (!permanent) {
    return (
      <Drawer
        variant="temporary"
        anchor="left"
        open={open}
        onClose={onClose}
        ModalProps={{ keepMounted: true }}
        slotProps={{
          paper: {
            sx: { width: LAYOUT.navigationWidth, bgcolor: 'background.paper', backgroundImage: 'none' },
          },
        }}
      >
        {content}
      </Drawer>
    );
  }

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
      {content}
    </Drawer>
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

// Materio's entry: flush with the start edge, rounded at the end, icon kept at the same place
// whether the navigation is collapsed or not.
function entrySx(theme: Theme, { active, expanded, nested }: { active: boolean; expanded: boolean; nested?: boolean }) {
  const base: SystemStyleObject<Theme> = {
    minHeight: 42,
    paddingInlineStart: nested ? '38px' : '22px',
    paddingInlineEnd: 1.5,
    marginInlineEnd: expanded ? '18px' : '10px',
    borderStartEndRadius: 100,
    borderEndEndRadius: 100,
    color: 'text.primary',
    transition: theme.transitions.create(['margin', 'background-color', 'color'], {
      duration: theme.transitions.duration.shortest,
    }),
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  };
  return active ? { ...base, ...activeItemSx(theme) } : base;
}

const iconSx = (nested?: boolean): SystemStyleObject<Theme> => ({
  minWidth: 0,
  marginInlineEnd: nested ? 1.25 : 1.5,
  color: 'inherit',
  '& svg': { fontSize: nested ? 20 : 24 },
});

function entryText(text: string, expanded: boolean, active: boolean) {
  return (
    <ListItemText
      primary={text}
      sx={{ m: 0, opacity: expanded ? 1 : 0, transition: 'opacity 150ms ease-in-out' }}
      slotProps={{
        primary: { noWrap: FIXED_SETTINGS.menuTextTruncate, sx: { fontSize: '0.9375rem', fontWeight: active ? 600 : 500 } },
      }}
    />
  );
}

function VerticalLink({
  link,
  active,
  expanded,
  nested,
  onNavigate,
}: {
  link: NavLink;
  active: boolean;
  expanded: boolean;
  nested?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ListItem disablePadding sx={{ mb: 0.5 }}>
      <ListItemButton
        component={NextLink}
        href={link.path}
        onClick={onNavigate}
        aria-current={active ? 'page' : undefined}
        sx={(theme) => entrySx(theme, { active, expanded, nested })}
      >
        <ListItemIcon sx={iconSx(nested)}>
          <NavItemIcon icon={link.icon} />
        </ListItemIcon>
        {entryText(t(link.titleKey), expanded, active)}
      </ListItemButton>
    </ListItem>
  );
}

function VerticalGroup({
  group,
  activePath,
  containsActive,
  open,
  expanded,
  onToggle,
  onNavigate,
}: {
  group: NavGroup;
  activePath: string | undefined;
  containsActive: boolean;
  open: boolean;
  expanded: boolean;
  onToggle: () => void;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const listId = useId();
  // Icons only: the children stay out of sight until the navigation expands again.
  const shown = open && expanded;
  return (
    <ListItem disablePadding sx={{ display: 'block', mb: 0.5 }}>
      <ListItemButton
        onClick={onToggle}
        aria-expanded={shown}
        aria-controls={listId}
        sx={(theme) => ({
          // Icons only: the group stands in for its hidden active child.
          ...entrySx(theme, { active: containsActive && !expanded, expanded }),
          ...((containsActive || shown) && expanded ? { bgcolor: 'action.selected' } : {}),
        })}
      >
        <ListItemIcon sx={iconSx()}>
          <NavItemIcon icon={group.icon} />
        </ListItemIcon>
        {entryText(t(group.titleKey), expanded, false)}
        <KeyboardArrowDown
          aria-hidden
          sx={{
            fontSize: 20,
            flexShrink: 0,
            marginInlineStart: 0.5,
            opacity: expanded ? 0.7 : 0,
            transform: shown ? 'rotate(180deg)' : 'none',
            transition: 'transform 200ms ease-in-out, opacity 150ms ease-in-out',
          }}
        />
      </ListItemButton>
      <Collapse in={shown} timeout="auto">
        <List id={listId} disablePadding sx={{ pt: 0.5 }}>
          {group.children.map((link) => (
            <VerticalLink
              key={link.key}
              link={link}
              active={link.path === activePath}
              expanded={expanded}
              nested
              onNavigate={onNavigate}
            />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}
