import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Grow from '@mui/material/Grow';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { useTheme, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import NextLink from 'next/link';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from './settings/settings-context';
import { FIXED_SETTINGS } from '../shared/settings/types';
import { NavItemIcon } from './nav-icons';
import type { NavGroup, NavLink } from './navigation';
import { activeItemSx } from './nav-styles';
import type { NavigationState } from './use-navigation';

/** Grace period for the pointer to travel from a group's button into its menu. */
const CLOSE_DELAY_MS = 150;

/**
 * The horizontal navigation: a bar of entries under the app bar (md and up). A group opens its
 * menu on hover, on focus, or with Enter / Space / ArrowDown; Escape closes it.
 */
export function HorizontalNavigation({ navigation, maxWidth }: { navigation: NavigationState; maxWidth?: number }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('nav.label')} sx={{ borderTop: 1, borderColor: 'divider' }}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          mx: 'auto',
          maxWidth,
          px: { md: 1.5, lg: 3 },
          py: 1,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 0.25,
        }}
      >
        {navigation.items.map((item) => (
          <Box component="li" key={item.key} sx={{ position: 'relative' }}>
            {item.kind === 'group' ? (
              <HorizontalGroup
                group={item}
                activePath={navigation.activePath}
                containsActive={item.key === navigation.activeGroupKey}
              />
            ) : (
              <HorizontalLink link={item} active={item.path === navigation.activePath} />
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function barEntrySx(theme: Theme, active: boolean): SystemStyleObject<Theme> {
  const base: SystemStyleObject<Theme> = {
    borderRadius: 100,
    px: 1.5,
    py: 0.75,
    minHeight: 40,
    color: 'text.primary',
    fontSize: '0.875rem',
    fontWeight: active ? 600 : 500,
    textTransform: 'none',
    whiteSpace: 'nowrap',
    '& .MuiButton-startIcon': { marginInlineEnd: 0.75, marginInlineStart: 0, '& svg': { fontSize: 20 } },
    '& .MuiButton-endIcon': { marginInlineStart: 0.5, marginInlineEnd: 0 },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    // Tighter below lg: text only, so the bar keeps to one row on most laptop screens.
    [theme.breakpoints.down('lg')]: { px: 1, '& .MuiButton-startIcon': { display: 'none' } },
  };
  return active ? { ...base, ...activeItemSx(theme) } : base;
}

function HorizontalLink({ link, active }: { link: NavLink; active: boolean }) {
  const { t } = useTranslation();
  return (
    <Button
      component={NextLink}
      href={link.path}
      aria-current={active ? 'page' : undefined}
      startIcon={<NavItemIcon icon={link.icon} />}
      sx={(theme) => barEntrySx(theme, active)}
    >
      {t(link.titleKey)}
    </Button>
  );
}

function HorizontalGroup({
  group,
  activePath,
  containsActive,
}: {
  group: NavGroup;
  activePath: string | undefined;
  containsActive: boolean;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { settings } = useSettings();
  const menuId = useId();
  const [anchorEl, setAnchorEl] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const [focusFirstItem, setFocusFirstItem] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const ignoreNextFocus = useRef(false);
  const menuRef = useRef<HTMLUListElement>(null);
  const hoverOpens = FIXED_SETTINGS.horizontalMenuToggle === 'hover';

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const show = (withKeyboard = false) => {
    window.clearTimeout(closeTimer.current);
    setFocusFirstItem(withKeyboard);
    setOpen(true);
  };
  const close = (returnFocus = false) => {
    window.clearTimeout(closeTimer.current);
    // Focus inside a menu that is going away goes back to its button rather than getting lost.
    if (returnFocus || menuRef.current?.contains(document.activeElement)) {
      ignoreNextFocus.current = true;
      anchorEl?.focus();
    }
    setOpen(false);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      show(true);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  const isRtl = theme.direction === 'rtl';
  const animate = FIXED_SETTINGS.horizontalMenuAnimation;

  return (
    <Box
      onMouseEnter={hoverOpens ? () => show() : undefined}
      onMouseLeave={hoverOpens ? () => (closeTimer.current = window.setTimeout(() => close(), CLOSE_DELAY_MS)) : undefined}
      onBlur={onBlur}
    >
      <Button
        ref={setAnchorEl}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (hoverOpens ? show() : open ? close() : show())}
        onFocus={() => {
          if (ignoreNextFocus.current) ignoreNextFocus.current = false;
          else show();
        }}
        onKeyDown={onButtonKeyDown}
        startIcon={<NavItemIcon icon={group.icon} />}
        endIcon={
          <KeyboardArrowDown
            sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 200ms ease-in-out' }}
          />
        }
        sx={(th) => barEntrySx(th, containsActive)}
      >
        {t(group.titleKey)}
      </Button>
      <Popper
        open={open}
        anchorEl={anchorEl}
        placement="bottom-start"
        transition
        disablePortal
        sx={{ zIndex: 1 }}
      >
        {({ TransitionProps }) =>
          animate ? (
            <Grow {...TransitionProps} style={{ transformOrigin: isRtl ? 'top right' : 'top left' }}>
              {menu()}
            </Grow>
          ) : (
            <Fade {...TransitionProps} timeout={0}>
              {menu()}
            </Fade>
          )
        }
      </Popper>
    </Box>
  );

  function menu() {
    const bordered = settings.skin === 'bordered';
    return (
      <Paper
        elevation={bordered ? 0 : 8}
        sx={{ mt: 1, minWidth: 230, ...(bordered ? { border: 1, borderColor: 'divider' } : {}) }}
      >
        <MenuList
          id={menuId}
          ref={menuRef}
          autoFocusItem={open && focusFirstItem}
          aria-label={t(group.titleKey)}
          onKeyDown={onMenuKeyDown}
          sx={{ p: 1 }}
        >
          {group.children.map((link) => {
            const active = link.path === activePath;
            return (
              <MenuItem
                key={link.key}
                component={NextLink}
                href={link.path}
                aria-current={active ? 'page' : undefined}
                onClick={() => setOpen(false)}
                sx={(th) => ({
                  borderRadius: 1,
                  minHeight: 40,
                  mb: 0.25,
                  ...(active ? activeItemSx(th) : {}),
                })}
              >
                <ListItemIcon sx={{ color: 'inherit', '& svg': { fontSize: 20 } }}>
                  <NavItemIcon icon={link.icon} />
                </ListItemIcon>
                <ListItemText
                  primary={t(link.titleKey)}
                  slotProps={{
                    primary: {
                      noWrap: FIXED_SETTINGS.menuTextTruncate,
                      sx: { fontSize: '0.9375rem', fontWeight: active ? 600 : 500 },
                    },
                  }}
                />
              </MenuItem>
            );
          })}
        </MenuList>
      </Paper>
    );
  }
}
