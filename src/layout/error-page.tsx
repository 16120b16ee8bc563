import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSession } from 'next-auth/react';
import NextLink from 'next/link';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { usePdfMode } from '../base/pdf-mode';
import { FullPageProgress } from '../base/require-session';
import { PublicFrame } from './public-frame';
import { ShellContext } from './shell-context';

export type ErrorPageKind = 'notFound' | 'serverError';

const ICONS = { notFound: TravelExploreOutlined, serverError: ErrorOutlineOutlined } as const;

/**
 * A page that could not be shown (404, 500) in the product's frame: the shell with the person's
 * navigation and avatar when signed in, the public card otherwise; what happened, and the way
 * back (the dashboard, or sign-in). The page itself keeps the HTTP status Next gives it.
 */
export function ErrorPage({ kind }: { kind: ErrorPageKind }) {
  const { status } = useSession();
  // The print layout (pdfMode=true) already frames the page: no shell inside it.
  const pdfMode = usePdfMode();
  // The shell loads only when a signed-in person lands here, as on every other page (see _app).
  const inShell = useContext(ShellContext);
  if (status === 'loading') return <FullPageProgress />;
  if (pdfMode) return <ErrorMessage kind={kind} signedIn={status === 'authenticated'} />;
  if (status === 'authenticated') {
    const message = (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', textAlign: 'center', p: 3 }}>
        <ErrorMessage kind={kind} signedIn />
      </Box>
    );
    return inShell ? inShell(message) : message;
  }
  return (
    <PublicFrame>
      <ErrorMessage kind={kind} signedIn={false} />
    </PublicFrame>
  );
}

function ErrorMessage({ kind, signedIn }: { kind: ErrorPageKind; signedIn: boolean }) {
  const { t } = useTranslation();
  const Icon = ICONS[kind];
  return (
    <Box sx={{ maxWidth: 520 }}>
      <Icon sx={{ fontSize: 56, color: 'text.secondary', mb: 2 }} aria-hidden />
      <Typography variant={signedIn ? 'h4' : 'h5'} component="h1" gutterBottom sx={{ fontWeight: 600 }}>
        {t(`errorPage.${kind}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(`errorPage.${kind}.body`)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: signedIn ? 'center' : 'flex-start' }}>
        {signedIn ? (
          <Button component={NextLink} href="/dashboard" variant="contained">
            {t('errorPage.toDashboard')}
          </Button>
        ) : (
          <Button component={NextLink} href="/signin" variant="contained">
            {t('errorPage.toSignIn')}
          </Button>
        )}
        {kind === 'serverError' && (
          <Button variant="outlined" onClick={() => window.location.reload()}>
            {t('errorPage.reload')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
