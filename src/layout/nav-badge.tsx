import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../features/common/visually-hidden';

/**
 * The count beside a navigation entry (the needs-attention items of the user). Screen readers hear
 * it as a sentence as part of the link's name; the pill itself is hidden from them. Nothing at 0.
 */
export function NavBadge({ count }: { count: number | undefined }) {
  const { t } = useTranslation();
  if (!count) return null;
  return (
    <>
      <Box
        component="span"
        aria-hidden
        data-testid="nav-attention-badge"
        sx={{
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
        }}
      >
        {count > 99 ? '99+' : count}
      </Box>
      <VisuallyHidden>{t('needsAttention.badgeLabel', { count })}</VisuallyHidden>
    </>
  );
}
