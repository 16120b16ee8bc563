import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalesPacketLinkFieldsFragment } from '../../../graphql/generated/operations/SalesPacketLinkFields';
import { useFormat } from '../common/format';
import { relativeTime } from '../needs-attention/relative-time';

/** How many running links the vehicle page lists; the packet screen lists them all. */
const SHOWN = 5;

/**
 * The vehicle page's running share links and what shoppers did with them: "Viewed 3 times, last
 * 2 hours ago" (or not opened yet), so the salesperson sees who is looking.
 */
export function VehicleShareLinks({ links: all }: { links: readonly SalesPacketLinkFieldsFragment[] }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const [now] = useState(() => Date.now());
  const links = all.filter((link) => link.state === 'active').slice(0, SHOWN);
  if (links.length === 0) return null;
  return (
    <Box component="section" aria-label={t('salesPacket.links.title')} sx={{ mb: 3 }}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        {t('salesPacket.links.title')}
      </Typography>
      <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0, gap: 0.5 }}>
        {links.map((link) => {
          const last = link.views[0];
          return (
            <Typography component="li" variant="body2" key={link.id} data-testid="vehicle-share-link">
              <strong>{link.label ?? t('salesPacket.links.noLabel', { date: format.dateTime(link.createdAt) })}</strong>
              {' · '}
              {last
                ? t('salesPacket.links.viewedSummary', {
                    count: link.viewCount,
                    when: relativeTime(last.viewedAt, now, i18n.language || 'en'),
                  })
                : t('salesPacket.links.notViewed')}
            </Typography>
          );
        })}
      </Stack>
    </Box>
  );
}
