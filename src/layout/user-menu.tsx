import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import Logout from '@mui/icons-material/Logout';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { signOut } from 'next-auth/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../base/confirm-dialog';
import { useGraphQLAction } from '../base/use-graphql-action';
import { useMe } from '../base/use-me';
import { useSettings } from './settings/settings-context';

/** Up to two initials from the user's first and last name (the email's first letter otherwise). */
export function initialsOf(user: {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}): string {
  const initials = [user.first_name, user.last_name]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return initials || (user.email?.charAt(0).toUpperCase() ?? '?');
}

function UserAvatar({ initials, size }: { initials: string; size: number }) {
  return (
    <Badge
      overlap="circular"
      variant="dot"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      sx={{
        '& .MuiBadge-badge': {
          bgcolor: 'success.main',
          boxShadow: (theme) => `0 0 0 2px ${theme.palette.background.paper}`,
        },
      }}
    >
      <Avatar
        sx={{
          width: size,
          height: size,
          fontSize: size * 0.4,
          fontWeight: 600,
          bgcolor: 'primary.main',
          color: (theme) => theme.palette.getContrastText(theme.palette.primary.main),
        }}
      >
        {initials}
      </Avatar>
    </Badge>
  );
}

/** The signed-in user's avatar; its menu shows who they are and signs them out. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useMe({ throwOnError: false });
  const { settings } = useSettings();
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = anchorEl !== null;
  const confirm = useConfirm();
  const run = useGraphQLAction();

  function askSignOutEverywhere() {
    setAnchorEl(null);
    confirm.ask({
      title: t('sessions.everywhereTitle'),
      body: t('sessions.everywhereBody'),
      confirmLabel: t('sessions.everywhere'),
      destructive: true,
      onConfirm: async () => {
        // Every session ends on the server, this one too; then this browser forgets its cookie.
        // Apollo and the operation load only now: the shell that every page shows stays light.
        const done = await run(async () => {
          const [{ createApolloClient }, { SignOutEverywhereDocument }] = await Promise.all([
            import('../lib/apollo'),
            import('../../graphql/generated/operations/SignOutEverywhere'),
          ]);
          return createApolloClient().mutate({ mutation: SignOutEverywhereDocument });
        });
        if (done) await signOut({ callbackUrl: '/signin' });
      },
    });
  }

  if (!user) return <Skeleton variant="circular" width={38} height={38} aria-hidden />;

  const initials = initialsOf(user);
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  const role = user.role ? t(`appBar.role.${user.role}`, { defaultValue: user.role }) : null;

  return (
    <>
      <IconButton
        onClick={(event) => setAnchorEl(event.currentTarget)}
        // The name contains the initials the button shows, so "click OD" works by voice (WCAG 2.5.3).
        aria-label={t('appBar.accountMenuOf', { initials })}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        sx={{ p: 0.5, marginInlineStart: 0.5 }}
      >
        <UserAvatar initials={initials} size={38} />
      </IconButton>
      <Popover
        id={menuId}
        open={open}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          // Who is signed in and a menu of actions: a small dialog, not a bare menu.
          paper: {
            role: 'dialog',
            'aria-label': t('appBar.accountMenu'),
            elevation: settings.skin === 'bordered' ? 0 : 8,
            sx: {
              mt: 1,
              width: 280,
              maxWidth: 'calc(100vw - 32px)',
              ...(settings.skin === 'bordered' ? { border: 1, borderColor: 'divider' } : {}),
            },
          },
        }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', px: 2, pt: 2, pb: 1.5 }}>
          <UserAvatar initials={initials} size={42} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" noWrap sx={{ fontWeight: 600 }} data-testid="user-menu-name">
              {fullName}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap data-testid="user-menu-email">
              {user.email}
            </Typography>
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ px: 2, pb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          {role && <Chip size="small" color="primary" variant="outlined" label={role} data-testid="user-menu-role" />}
          <Typography
            variant="caption"
            color="text.secondary"
            noWrap
            sx={{ minWidth: 0 }}
            data-testid="user-menu-organization"
          >
            {user.organization.name}
          </Typography>
        </Stack>
        <Divider />
        <MenuList autoFocusItem={open} sx={{ p: 1 }} aria-label={t('appBar.accountMenu')}>
          <MenuItem sx={{ borderRadius: 1 }} onClick={() => void signOut({ callbackUrl: '/signin' })}>
            <ListItemIcon>
              <Logout fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('appBar.signOut')} />
          </MenuItem>
          <MenuItem sx={{ borderRadius: 1 }} onClick={askSignOutEverywhere}>
            <ListItemIcon>
              <DevicesOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('sessions.everywhere')} />
          </MenuItem>
        </MenuList>
      </Popover>
      {confirm.dialog}
    </>
  );
}
