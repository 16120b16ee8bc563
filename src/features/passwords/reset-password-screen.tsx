import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { signIn } from 'next-auth/react';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GetPasswordResetPreviewDocument } from '../../../graphql/generated/operations/GetPasswordResetPreview';
import { ResetPasswordDocument } from '../../../graphql/generated/operations/ResetPassword';
import { PublicFrame, PublicFrameChecking, PublicFrameInvalid } from '../../layout/public-frame';
import { passwordTooShort } from './password-length';
import { useGraphQLErrorText } from '../../base/use-graphql-action';
import { useQueryParam } from '../common/use-query-param';
import { FullPageProgress } from '../../base/require-session';

/** /reset-password?token=…: a new password from a one-time link, then straight into the app (no session needed). */
export function ResetPasswordScreen() {
  const token = useQueryParam('token');
  return token === null ? <FullPageProgress /> : <ResetPassword token={token} />;
}

function ResetPassword({ token }: { token: string }) {
  const { t } = useTranslation();
  const errorText = useGraphQLErrorText();
  const { data, loading, error } = useQuery(GetPasswordResetPreviewDocument, {
    variables: { token },
    skip: !token,
    fetchPolicy: 'network-only',
  });
  const preview = data?.passwordResetPreview ?? null;

  if (token && loading) return <PublicFrameChecking label={t('passwords.checking')} />;
  if (!token || !preview) {
    return (
      <PublicFrameInvalid
        title={t('passwords.invalidTitle')}
        body={error ? errorText(error) : t('passwords.invalidBody')}
      >
        <Stack spacing={1.5}>
          <Button component={NextLink} href="/forgot-password" variant="contained" fullWidth>
            {t('passwords.askAgain')}
          </Button>
          <Button component={NextLink} href="/signin" fullWidth>
            {t('passwords.backToSignIn')}
          </Button>
        </Stack>
      </PublicFrameInvalid>
    );
  }
  return (
    <PublicFrame>
      <ResetPasswordForm token={token} email={preview.email} />
    </PublicFrame>
  );
}

function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation();
  const router = useRouter();
  const errorText = useGraphQLErrorText();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [reset] = useMutation(ResetPasswordDocument);
  const tooShort = passwordTooShort(password);
  const mismatch = confirm !== password;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (tooShort || mismatch) return;
    setBusy(true);
    try {
      await reset({ variables: { token, password } });
    } catch (caught) {
      setFailure(errorText(caught));
      setBusy(false);
      return;
    }
    const result = await signIn('credentials', { redirect: false, email, password });
    await router.replace(result?.ok && !result.error ? '/dashboard' : '/signin');
  }

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('passwords.resetTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t('passwords.resetBody', { email })}
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 3 }} role="alert">
          {failure}
        </Alert>
      )}
      <Stack component="form" spacing={2.5} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          value={email}
          label={t('signin.email')}
          fullWidth
          autoComplete="username"
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <TextField
          name="password"
          type="password"
          label={t('passwords.newPassword')}
          autoComplete="new-password"
          required
          autoFocus
          fullWidth
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={submitted && tooShort}
          helperText={submitted && tooShort ? t('signup.error.passwordLength') : t('passwords.rule')}
        />
        <TextField
          name="confirm"
          type="password"
          label={t('signup.confirm')}
          autoComplete="new-password"
          required
          fullWidth
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={submitted && mismatch}
          helperText={submitted && mismatch ? t('signup.error.confirm') : undefined}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
          {busy ? t('passwords.saving') : t('passwords.save')}
        </Button>
      </Stack>
    </>
  );
}
