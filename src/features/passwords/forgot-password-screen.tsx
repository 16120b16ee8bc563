import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import NextLink from 'next/link';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestPasswordResetDocument } from '../../../graphql/generated/operations/RequestPasswordReset';
import { PublicFrame } from '../../layout/public-frame';
import { useGraphQLErrorText } from '../../base/use-graphql-action';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * "Forgot password?": the person gives their email. The answer never says whether the address
 * has an account; it says where the link will come from (an email, or the organization's owner).
 */
export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const errorText = useGraphQLErrorText();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<{ email: string; byEmail: boolean } | null>(null);
  const [request, { loading }] = useMutation(RequestPasswordResetDocument);
  const invalid = touched && !EMAIL.test(email.trim());

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    setFailure(null);
    if (!EMAIL.test(email.trim())) return;
    try {
      const result = await request({ variables: { email: email.trim() } });
      if (result.data) setSent({ email: email.trim(), byEmail: result.data.requestPasswordReset.byEmail });
    } catch (error) {
      setFailure(errorText(error));
    }
  }

  return (
    <PublicFrame>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('passwords.forgotTitle')}
      </Typography>
      {sent ? (
        <Stack spacing={3}>
          <Alert severity="success" role="status">
            {sent.byEmail ? t('passwords.requestedByEmail', { email: sent.email }) : t('passwords.requestedAskOwner')}
          </Alert>
          <Button component={NextLink} href="/signin" variant="contained" fullWidth>
            {t('passwords.toSignIn')}
          </Button>
        </Stack>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            {t('passwords.forgotBody')}
          </Typography>
          {failure && (
            <Alert severity="error" sx={{ mb: 3 }} role="alert">
              {failure}
            </Alert>
          )}
          <Stack component="form" spacing={2.5} noValidate onSubmit={(event) => void submit(event)}>
            <TextField
              name="email"
              type="email"
              label={t('signin.email')}
              autoComplete="email"
              required
              autoFocus
              fullWidth
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={invalid}
              helperText={invalid ? t('passwords.emailInvalid') : undefined}
            />
            <Button type="submit" variant="contained" size="large" disabled={loading} fullWidth>
              {loading ? t('passwords.requesting') : t('passwords.request')}
            </Button>
            <Button component={NextLink} href="/signin" fullWidth>
              {t('passwords.backToSignIn')}
            </Button>
          </Stack>
        </>
      )}
    </PublicFrame>
  );
}
