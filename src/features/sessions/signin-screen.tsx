import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { getProviders, signIn, type ClientSafeProvider } from 'next-auth/react';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicFrame } from '../../layout/public-frame';

const KNOWN_ERRORS = new Set([
  'CredentialsSignin',
  'SessionRequired',
  'OAuthAccountNotLinked',
  'AccessDenied',
  'TooManyAttempts',
]);

function useErrorMessage(code: string | null) {
  const { t } = useTranslation();
  if (!code) return null;
  return t(KNOWN_ERRORS.has(code) ? `signin.error.${code}` : 'signin.error.default');
}

/** Where to go after signing in: the requested page when it is on this origin, else the dashboard. */
function safeCallbackUrl(raw: unknown): string {
  if (typeof raw !== 'string') return '/dashboard';
  try {
    const url = new URL(raw, window.location.origin);
    return url.origin === window.location.origin ? url.toString() : '/dashboard';
  } catch {
    return '/dashboard';
  }
}

/** /signin: email and password, or an OAuth provider when one is configured. */
export function SignInScreen() {
  const { t } = useTranslation();
  const router = useRouter();
  const callbackUrl = safeCallbackUrl(router.query.callbackUrl);
  // The query is filled in once the router is ready; a failed attempt here replaces its error.
  const [attemptError, setError] = useState<string | null>(null);
  const error = attemptError ?? (typeof router.query.error === 'string' ? router.query.error : null);
  const [submitting, setSubmitting] = useState(false);
  const [oauthProviders, setOauthProviders] = useState<ClientSafeProvider[]>([]);
  const message = useErrorMessage(error);

  useEffect(() => {
    // SPEC.md section 8: when the providers cannot be fetched, go to the auth error page
    // (a next-auth route, not a page of the app: a full navigation).
    const toAuthError = () => window.location.replace(new URL('/api/auth/error', window.location.origin));
    getProviders()
      .then((providers) => {
        if (!providers) return toAuthError();
        setOauthProviders(Object.values(providers).filter((provider) => provider.type === 'oauth'));
      })
      .catch(toAuthError);
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    setError(null);
    try {
      const result = await signIn('credentials', {
        redirect: false,
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
        callbackUrl,
      });
      if (result?.ok && !result.error) {
        await router.replace(result.url ?? callbackUrl);
        return;
      }
      setError(result?.error ?? 'default');
    } catch {
      setError('network');
    }
    setSubmitting(false);
  }

  return (
    <PublicFrame maxWidth={440}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('signin.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t('signin.subtitle')}
      </Typography>
      {message && (
        <Alert severity={error === 'SessionRequired' ? 'info' : 'error'} sx={{ mb: 3 }} role="alert">
          {error === 'network' ? t('signin.error.network') : message}
        </Alert>
      )}
      <Stack component="form" spacing={2.5} noValidate onSubmit={submit}>
        <TextField
          name="email"
          type="email"
          label={t('signin.email')}
          autoComplete="email"
          required
          autoFocus
          fullWidth
        />
        <TextField
          name="password"
          type="password"
          label={t('signin.password')}
          autoComplete="current-password"
          required
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
          {submitting ? t('signin.submitting') : t('signin.submit')}
        </Button>
        <Link component={NextLink} href="/forgot-password" variant="body2" sx={{ alignSelf: 'center' }}>
          {t('signin.forgotPassword')}
        </Link>
      </Stack>
      {oauthProviders.length > 0 && (
        <>
          <Divider sx={{ my: 3 }}>{t('signin.or')}</Divider>
          <Stack spacing={1.5}>
            {oauthProviders.map((provider) => (
              <Button
                key={provider.id}
                variant="outlined"
                onClick={() => void signIn(provider.id, { callbackUrl })}
                fullWidth
              >
                {t('signin.with', { provider: provider.name })}
              </Button>
            ))}
          </Stack>
        </>
      )}
    </PublicFrame>
  );
}
