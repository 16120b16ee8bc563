import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useSession } from 'next-auth/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Progress shown while the app decides what to render: session, account, translations. */
export function FullPageProgress() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      {/* The server renders this frame before any translation has loaded (src/i18n): it names
          itself in the fallback language meanwhile, not by its key. */}
      <CircularProgress aria-label={t('app.loading', { defaultValue: 'Loading Lotwise…' })} />
    </Box>
  );
}

/**
 * For pages that need a session (SPEC.md section 2): an unauthenticated visitor is sent to
 * /api/auth/signin?error=SessionRequired&callbackUrl=<this page> (next-auth's `required` flow).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useSession({ required: true });
  if (status !== 'authenticated') return <FullPageProgress />;
  return children;
}
