import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../base/visually-hidden';
import { relativeTime } from '../needs-attention/relative-time';
import { useNotifications, type BellNotification } from './use-notifications';

function NotificationRow({
  item,
  now,
  onOpen,
}: {
  item: BellNotification;
  now: number;
  onOpen: (item: BellNotification) => void;
}) {
  const { t, i18n } = useTranslation();
  const unread = !item.readAt;
  return (
    <ListItem disablePadding>
      <ListItemButton
        onClick={() => onOpen(item)}
        sx={{ alignItems: 'flex-start', gap: 1, bgcolor: unread ? 'action.hover' : undefined }}
      >
        <Box
          aria-hidden
          sx={{
            mt: 1,
            width: 8,
            height: 8,
            flexShrink: 0,
            borderRadius: '50%',
            bgcolor: unread ? 'primary.main' : 'transparent',
          }}
        />
        <ListItemText
          primary={
            <>
              {unread && <VisuallyHidden>{t('notifications.unread')}: </VisuallyHidden>}
              {item.title}
            </>
          }
          secondary={
            <>
              {item.body}
              <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                {relativeTime(item.createdAt, now, i18n.language || 'en')}
              </Box>
            </>
          }
          slotProps={{
            primary: { sx: { fontWeight: unread ? 600 : 400 } },
          }}
        />
      </ListItemButton>
    </ListItem>
  );
}

/**
 * The app bar's bell (docs/notifications.md): the unread count on the button and in its name, and
 * the newest notifications in a popover; opening one marks it read and goes to what it is about.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const router = useRouter();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The instant the list was opened: its times read from it.
  const [now, setNow] = useState(() => Date.now());
  const headingId = useId();
  const { items, unread, failed, markRead, markAllRead, markingAll } = useNotifications();
  // The count is part of the name once it is known.
  const label = items ? t('notifications.bell', { count: unread }) : t('notifications.title');

  const open = async (item: BellNotification) => {
    setAnchor(null);
    if (!item.readAt) await markRead(item.id).catch(() => undefined);
    await router.push(item.url);
  };

  let content;
  if (failed) content = <Typography sx={{ p: 2 }}>{t('notifications.failed')}</Typography>;
  else if (!items) content = <Typography sx={{ p: 2 }}>{t('notifications.loading')}</Typography>;
  else if (items.length === 0) content = <Typography sx={{ p: 2 }}>{t('notifications.empty')}</Typography>;
  else
    content = (
      <List dense disablePadding aria-labelledby={headingId}>
        {items.map((item) => (
          <NotificationRow key={item.id} item={item} now={now} onOpen={(chosen) => void open(chosen)} />
        ))}
      </List>
    );

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          onClick={(event) => {
            setNow(Date.now());
            setAnchor(event.currentTarget);
          }}
        >
          <Badge badgeContent={unread} color="error" max={99}>
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': headingId,
            sx: { width: 'min(380px, calc(100vw - 24px))', maxHeight: 'min(520px, calc(100dvh - 96px))' },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1 }}>
          <Typography id={headingId} component="h2" variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }}>
            {t('notifications.title')}
          </Typography>
          <Button size="small" onClick={markAllRead} disabled={unread === 0 || markingAll}>
            {t('notifications.markAllRead')}
          </Button>
        </Box>
        <Divider />
        {content}
        <Divider />
        <Box sx={{ px: 2, py: 1 }}>
          <Button size="small" component={NextLink} href="/settings/notifications" onClick={() => setAnchor(null)}>
            {t('notifications.preferencesLink')}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
