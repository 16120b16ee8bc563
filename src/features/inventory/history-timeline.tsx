import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type TimelineEntry = { id: string; title: ReactNode; detail?: string | null; at: string; by?: string | null };

/** A vertical timeline, newest first: what happened, when and by whom. */
export function HistoryTimeline({ entries, label }: { entries: TimelineEntry[]; label: string }) {
  const { t } = useTranslation();
  if (entries.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('inventory.history.empty')}
      </Typography>
    );
  }
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry, index) => (
        <Box component="li" key={entry.id} sx={{ display: 'flex', gap: 1.5 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.75 }} aria-hidden>
            <Box
              sx={{
                width: 10,
                height: 10,
                borderRadius: '50%',
                bgcolor: index === 0 ? 'primary.main' : 'grey.400',
                flexShrink: 0,
              }}
            />
            {index < entries.length - 1 && <Box sx={{ width: 2, flex: 1, bgcolor: 'divider', my: 0.5 }} />}
          </Box>
          <Box sx={{ pb: 2, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {entry.title}
            </Typography>
            {entry.detail && (
              <Typography variant="body2" color="text.secondary">
                {entry.detail}
              </Typography>
            )}
            <Typography variant="caption" color="text.secondary">
              {entry.by ? t('inventory.history.atBy', { at: entry.at, by: entry.by }) : entry.at}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
