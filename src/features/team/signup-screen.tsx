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
import { AcceptInvitationDocument } from '../../../graphql/generated/operations/AcceptInvitation';
import { GetInvitationPreviewDocument } from '../../../graphql/generated/operations/GetInvitationPreview';
import { PublicFrame, PublicFrameChecking, PublicFrameInvalid } from '../../layout/public-frame';
import { useGraphQLErrorText } from '../../base/use-graphql-action';
import { useQueryParam } from '../common/use-query-param';
import { passwordTooShort } from '../passwords/password-length';
import { FullPageProgress } from '../../base/require-session';

type Field = 'firstName' | 'lastName' | 'password' | 'confirm';

/** The problems of the sign-up form, by field (empty when it can be sent). */
export function signUpProblems(values: Record<Field, string>): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  if (!values.firstName.trim()) problems.firstName = 'signup.error.firstName';
  if (!values.lastName.trim()) problems.lastName = 'signup.error.lastName';
  if (passwordTooShort(values.password)) problems.password = 'signup.error.passwordLength';
  if (values.confirm !== values.password) problems.confirm = 'signup.error.confirm';
  return problems;
}

/** /signup?token=…: an invited person creates their account (no session needed). */
export function SignUpScreen() {
  const token = useQueryParam('token');
  return token === null ? <FullPageProgress /> : <SignUp token={token} />;
}

/** Accepting an invitation: who it is for, then name and password; the new user is signed in. */
function SignUp({ token }: { token: string }) {
  const { t } = useTranslation();
  const errorText = useGraphQLErrorText();
  const { data, loading, error } = useQuery(GetInvitationPreviewDocument, {
    variables: { token },
    skip: !token,
    fetchPolicy: 'network-only',
  });
  const invitation = data?.invitationPreview ?? null;

  if (token && loading) return <PublicFrameChecking label={t('signup.checking')} />;
  if (!token || !invitation) {
    return (
      <PublicFrameInvalid title={t('signup.invalidTitle')} body={error ? errorText(error) : t('signup.invalidBody')}>
        <Button component={NextLink} href="/signin" variant="contained" fullWidth>
          {t('signup.toSignIn')}
        </Button>
      </PublicFrameInvalid>
    );
  }
  return (
    <PublicFrame>
      <SignUpForm
        token={token}
        email={invitation.email}
        organization={invitation.organizationName}
        invitedBy={invitation.invitedByName}
      />
    </PublicFrame>
  );
}

function SignUpForm({
  token,
  email,
  organization,
  invitedBy,
}: {
  token: string;
  email: string;
  organization: string;
  invitedBy: string | null;
}) {
  const { t } = useTranslation();
  const router = useRouter();
  const errorText = useGraphQLErrorText();
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: '',
    lastName: '',
    password: '',
    confirm: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [accept] = useMutation(AcceptInvitationDocument);
  const problems = signUpProblems(values);

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    error: Boolean(submitted && problems[name]),
    fullWidth: true,
    required: true,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      await accept({
        variables: {
          input: {
            token,
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            password: values.password,
          },
        },
      });
    } catch (error) {
      setFailure(errorText(error));
      setBusy(false);
      return;
    }
    const result = await signIn('credentials', { redirect: false, email, password: values.password });
    if (result?.ok && !result.error) {
      await router.replace('/dashboard');
      return;
    }
    // The account exists; only signing in failed. The sign-in page can do that part.
    await router.replace('/signin');
  }

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('signup.title', { organization })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {invitedBy ? t('signup.subtitleBy', { email, name: invitedBy }) : t('signup.subtitle', { email })}
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 3 }} role="alert">
          {failure}
        </Alert>
      )}
      <Stack component="form" spacing={2.5} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('signup.email')}
          value={email}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true } }}
          autoComplete="username"
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...field('firstName')}
            label={t('signup.firstName')}
            autoComplete="given-name"
            autoFocus
            helperText={submitted && problems.firstName ? t(problems.firstName) : undefined}
          />
          <TextField
            {...field('lastName')}
            label={t('signup.lastName')}
            autoComplete="family-name"
            helperText={submitted && problems.lastName ? t(problems.lastName) : undefined}
          />
        </Stack>
        <TextField
          {...field('password')}
          type="password"
          label={t('signup.password')}
          autoComplete="new-password"
          helperText={submitted && problems.password ? t(problems.password) : t('passwords.rule')}
        />
        <TextField
          {...field('confirm')}
          type="password"
          label={t('signup.confirm')}
          autoComplete="new-password"
          helperText={submitted && problems.confirm ? t(problems.confirm) : undefined}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
          {busy ? t('signup.submitting') : t('signup.submit')}
        </Button>
      </Stack>
    </>
  );
}
