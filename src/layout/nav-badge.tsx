import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../base/visually-hidden';

/**
 * The count beside a navigation entry (the needs-attention items of the user). Screen readers hear
 * it as a sentence as part of the link's name; the pill itself is hidden from them. Nothing at 0.
 * In the collapsed navigation (`compact`) only the sentence: a dot on the icon shows it (NavBadgeDot).
 */
export function NavBadge({ count, compact }: { count: number | undefined; compact?: boolean }) {
  const { t } = useTranslation();
  if (!count) return null;
  return (
    <>
      {!compact && (
        <Box component="span" aria-hidden data-testid="nav-attention-badge" sx={PILL_SX}>
          {count > 99 ? '99+' : count}
        </Box>
      )}
      <VisuallyHidden>{t('needsAttention.badgeLabel', { count })}</VisuallyHidden>
    </>
  );
}

const PILL_SX = {
  ml: 1,
  px: 0.75,
  minWidth: 22,
  height: 22,
  borderRadius: 11,
  bgcolor: 'error.main',
  color: 'error.contrastText',
  fontSize: '0.75rem',
  fontWeight: 600,
  lineHeight: '22px',
  textAlign: 'center',
  flexShrink: 0,
} as const;

/** The collapsed navigation's sign of a count: a dot on the entry's icon. */
export function NavBadgeDot({ count, children }: { count: number | undefined; children: ReactNode }) {
  return (
    <Badge color="error" variant="dot" overlap="circular" invisible={!count} data-testid="nav-attention-dot">
      {children}
    </Badge>
  );
}
