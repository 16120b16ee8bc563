import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import { CreateWebhookEndpointDocument } from '../../../graphql/generated/operations/CreateWebhookEndpoint';
import { GetWebhookEndpointsDocument } from '../../../graphql/generated/operations/GetWebhookEndpoints';
import { EVENT_TYPES, type EventType } from '../../shared/events/catalogue';
import { useGraphQLErrorText } from '../../base/use-graphql-action';
import { CopyField } from '../common/copy-field';
import { FormDialog } from '../common/form-dialog';
import { isWebUrl } from './delivery-outcome';

/**
 * "Add endpoint": an https URL and the event types it follows (the catalogue of
 * src/shared/events/catalogue.ts); then its signing secret, shown this once with a copy button.
 * What the server refuses (plain http, a private address, too many endpoints) is said in the dialog.
 */
export function AddEndpointDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useGraphQLErrorText();
  const [url, setUrl] = useState('');
  const [types, setTypes] = useState<Set<EventType>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const [create, { loading }] = useMutation(CreateWebhookEndpointDocument);
  const problems = {
    url: isWebUrl(url) ? null : t('webhooks.urlRequired'),
    types: types.size > 0 ? null : t('webhooks.typesRequired'),
  };

  function toggle(type: EventType, on: boolean) {
    setTypes((current) => {
      const next = new Set(current);
      if (on) next.add(type);
      else next.delete(type);
      return next;
    });
  }

  async function submit() {
    setSubmitted(true);
    setRefusal(null);
    if (problems.url || problems.types) return;
    try {
      const result = await create({
        variables: { input: { url: url.trim(), eventTypes: EVENT_TYPES.filter((type) => types.has(type)) } },
        refetchQueries: [GetWebhookEndpointsDocument],
        awaitRefetchQueries: true,
      });
      const answer = result.data?.createWebhookEndpoint;
      if (answer) setCreated({ url: answer.endpoint.url, secret: answer.secret });
    } catch (error) {
      setRefusal(errorText(error));
    }
  }

  if (created) {
    return (
      <Dialog open maxWidth="sm" fullWidth aria-labelledby="webhook-created-title">
        <DialogTitle id="webhook-created-title">{t('webhooks.createdTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Box sx={{ wordBreak: 'break-all' }}>{created.url}</Box>
            <Alert severity="warning">{t('webhooks.secretWarning')}</Alert>
            <CopyField
              label={t('webhooks.secret')}
              value={created.secret}
              copyLabel={t('webhooks.copySecret')}
              monospace
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose}>
            {t('webhooks.secretDone')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <FormDialog
      title={t('webhooks.addTitle')}
      submitLabel={t('webhooks.addSubmit')}
      busy={loading}
      onSubmit={submit}
      onClose={onClose}
      dividers
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        {refusal && (
          <Alert severity="error" role="alert">
            {refusal}
          </Alert>
        )}
        <TextField
          label={t('webhooks.url')}
          type="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          error={submitted && Boolean(problems.url)}
          helperText={(submitted && problems.url) || t('webhooks.urlHint')}
          placeholder="https://example.com/lotwise"
          required
          autoFocus
          fullWidth
          slotProps={{ htmlInput: { maxLength: 2000, spellCheck: false } }}
        />
        <FormControl component="fieldset" error={submitted && Boolean(problems.types)}>
          <FormLabel component="legend">{t('webhooks.eventTypes')}</FormLabel>
          <FormGroup>
            {EVENT_TYPES.map((type) => (
              <FormControlLabel
                key={type}
                control={
                  <Checkbox checked={types.has(type)} onChange={(event) => toggle(type, event.target.checked)} />
                }
                label={
                  <>
                    <Box component="code" sx={{ fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-all' }}>
                      {type}
                    </Box>{' '}
                    <Box component="span" sx={{ color: 'text.secondary', fontSize: 14 }}>
                      {t(`webhooks.eventHint.${type}`)}
                    </Box>
                  </>
                }
              />
            ))}
          </FormGroup>
          <FormHelperText>{(submitted && problems.types) || t('webhooks.typesHint')}</FormHelperText>
        </FormControl>
      </Stack>
    </FormDialog>
  );
}
