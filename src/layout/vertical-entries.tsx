import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import NextLink from 'next/link';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FIXED_SETTINGS } from '../shared/settings/types';
import { NavBadge, NavBadgeDot } from './nav-badge';
import { NavItemIcon } from './nav-icons';
import type { NavGroup, NavLink } from './navigation';
import { activeItemSx } from './nav-styles';

// The entries of the vertical navigation: a link, and a group that unfolds its links.

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
        primary: {
          noWrap: FIXED_SETTINGS.menuTextTruncate,
          sx: { fontSize: '0.9375rem', fontWeight: active ? 600 : 500 },
        },
      }}
    />
  );
}

export function VerticalLink({
  link,
  active,
  expanded,
  nested,
  badge,
  onNavigate,
}: {
  link: NavLink;
  active: boolean;
  expanded: boolean;
  nested?: boolean;
  badge?: number;
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
          {expanded ? (
            <NavItemIcon icon={link.icon} />
          ) : (
            <NavBadgeDot count={badge}>
              <NavItemIcon icon={link.icon} />
            </NavBadgeDot>
          )}
        </ListItemIcon>
        {entryText(t(link.titleKey), expanded, active)}
        <NavBadge count={badge} compact={!expanded} />
      </ListItemButton>
    </ListItem>
  );
}

export function VerticalGroup({
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
