import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_TOKEN_SCOPES, type ApiTokenScope } from '../../shared/organization/api-tokens';
import { CreateApiTokenDocument } from '../../../graphql/generated/operations/CreateApiToken';
import { CopyField } from '../common/copy-field';
import { FormDialog } from '../common/form-dialog';
import { useGraphQLAction } from '../../base/use-graphql-action';

/** The end of the chosen day (local time) as an instant, for a date field's `yyyy-mm-dd`. */
export function endOfDay(date: string): Date {
  return new Date(`${date}T23:59:59.999`);
}

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** Creates an API token, then shows its secret once, with a copy button and a clear warning. */
export function CreateTokenDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const run = useGraphQLAction();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<Set<ApiTokenScope>>(() => new Set(['read']));
  const [expiry, setExpiry] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [secret, setSecret] = useState<{ name: string; value: string } | null>(null);
  const [createToken, { loading }] = useMutation(CreateApiTokenDocument, { refetchQueries: ['GetApiTokens'] });
  const problems = {
    name: name.trim() ? null : t('common.nameRequired'),
    scopes: scopes.size > 0 ? null : t('apiTokens.scopesRequired'),
    expiry: expiry && expiry < today() ? t('apiTokens.expiryPast') : null,
  };

  function toggle(scope: ApiTokenScope, on: boolean) {
    setScopes((current) => {
      const next = new Set(current);
      if (on) next.add(scope);
      else next.delete(scope);
      return next;
    });
  }

  async function submit() {
    setSubmitted(true);
    if (problems.name || problems.scopes || problems.expiry) return;
    const result = await run(() =>
      createToken({
        variables: {
          input: {
            name: name.trim(),
            scopes: API_TOKEN_SCOPES.filter((scope) => scopes.has(scope)),
            expiresAt: expiry ? endOfDay(expiry).toISOString() : null,
          },
        },
      }),
    );
    const created = result?.data?.createApiToken;
    if (created) setSecret({ name: created.apiToken.name, value: created.secret });
  }

  if (secret) {
    return (
      <Dialog open maxWidth="sm" fullWidth aria-labelledby="token-created-title">
        <DialogTitle id="token-created-title">{t('apiTokens.createdTitle', { name: secret.name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="warning">{t('apiTokens.secretWarning')}</Alert>
            <CopyField
              label={t('apiTokens.secret')}
              value={secret.value}
              copyLabel={t('apiTokens.copySecret')}
              monospace
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose}>
            {t('apiTokens.secretDone')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <FormDialog
      title={t('apiTokens.createTitle')}
      submitLabel={t('apiTokens.create')}
      busy={loading}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <TextField
          label={t('apiTokens.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={submitted && Boolean(problems.name)}
          helperText={(submitted && problems.name) || t('apiTokens.nameHint')}
          required
          autoFocus
          fullWidth
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <FormControl component="fieldset" error={submitted && Boolean(problems.scopes)}>
          <FormLabel component="legend">{t('apiTokens.scopes')}</FormLabel>
          <FormGroup>
            {API_TOKEN_SCOPES.map((scope) => (
              <FormControlLabel
                key={scope}
                control={
                  <Checkbox checked={scopes.has(scope)} onChange={(event) => toggle(scope, event.target.checked)} />
                }
                label={t(`apiTokens.scope.${scope}`)}
              />
            ))}
          </FormGroup>
          <FormHelperText>{(submitted && problems.scopes) || t('apiTokens.scopesHint')}</FormHelperText>
        </FormControl>
        <TextField
          label={t('apiTokens.expiry')}
          type="date"
          value={expiry}
          onChange={(event) => setExpiry(event.target.value)}
          error={Boolean(problems.expiry)}
          helperText={problems.expiry || t('apiTokens.expiryHint')}
          fullWidth
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today() } }}
        />
      </Stack>
    </FormDialog>
  );
}
