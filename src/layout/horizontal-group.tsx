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
import { useTheme } from '@mui/material/styles';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import { useSettings } from './settings/settings-context';
import { FIXED_SETTINGS } from '../shared/settings/types';
import { NavItemIcon } from './nav-icons';
import type { NavGroup, NavLink } from './navigation';
import { activeItemSx, barEntrySx } from './nav-styles';
import { useGroupMenu } from './use-group-menu';

/** A group of the horizontal bar: its button, and its links in a menu below it. */
export function HorizontalGroup({
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
  const {
    menuId,
    menuRef,
    anchorEl,
    setAnchorEl,
    open,
    setOpen,
    focusFirstItem,
    show,
    close,
    closeSoon,
    onButtonFocus,
    onButtonKeyDown,
    onMenuKeyDown,
    onBlur,
  } = useGroupMenu();
  const hoverOpens = FIXED_SETTINGS.horizontalMenuToggle === 'hover';
  const bordered = settings.skin === 'bordered';

  const paper = (
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
        {group.children.map((link) => (
          <GroupLink key={link.key} link={link} active={link.path === activePath} onClick={() => setOpen(false)} />
        ))}
      </MenuList>
    </Paper>
  );

  return (
    <Box
      onMouseEnter={hoverOpens ? () => show() : undefined}
      onMouseLeave={hoverOpens ? closeSoon : undefined}
      onBlur={onBlur}
    >
      <Button
        ref={setAnchorEl}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (hoverOpens ? show() : open ? close() : show())}
        onFocus={onButtonFocus}
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
      <Popper open={open} anchorEl={anchorEl} placement="bottom-start" transition disablePortal sx={{ zIndex: 1 }}>
        {({ TransitionProps }) =>
          FIXED_SETTINGS.horizontalMenuAnimation ? (
            <Grow
              {...TransitionProps}
              style={{ transformOrigin: theme.direction === 'rtl' ? 'top right' : 'top left' }}
            >
              {paper}
            </Grow>
          ) : (
            <Fade {...TransitionProps} timeout={0}>
              {paper}
            </Fade>
          )
        }
      </Popper>
    </Box>
  );
}

/** One link of a group's menu. */
function GroupLink({ link, active, onClick }: { link: NavLink; active: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <MenuItem
      component={NextLink}
      href={link.path}
      aria-current={active ? 'page' : undefined}
      onClick={onClick}
      sx={(th) => ({ borderRadius: 1, minHeight: 40, mb: 0.25, ...(active ? activeItemSx(th) : {}) })}
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
}
