import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CreateMarketplaceFeedDocument,
  type CreateMarketplaceFeedMutation,
} from '../../../graphql/generated/operations/CreateMarketplaceFeed';
import { ListMarketplaceFeedsDocument } from '../../../graphql/generated/operations/ListMarketplaceFeeds';
import { MARKETPLACE_NAME_MAX, SUGGESTED_MARKETPLACES, checkMarketplaceName } from '../../shared/marketplaces/feed';
import { CopyField } from '../common/copy-field';
import { FormDialog } from '../common/form-dialog';
import { useGraphQLAction } from '../../base/use-graphql-action';

export type CreatedFeed = CreateMarketplaceFeedMutation['createMarketplaceFeed'];

/** "Add marketplace": its name, then the feed is made and its secrets handed to `onCreated`. */
export function CreateFeedDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (created: CreatedFeed) => void;
}) {
  const { t } = useTranslation();
  const run = useGraphQLAction();
  const [create, creating] = useMutation(CreateMarketplaceFeedDocument);
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const checked = checkMarketplaceName(name);
  const submit = async () => {
    setTouched(true);
    if (!checked.ok) return;
    const result = await run(() =>
      create({
        variables: { name: checked.name },
        refetchQueries: [ListMarketplaceFeedsDocument],
        awaitRefetchQueries: true,
      }),
    );
    if (result?.data) onCreated(result.data.createMarketplaceFeed);
  };
  return (
    <FormDialog
      title={t('marketplaces.addTitle')}
      submitLabel={t('marketplaces.create')}
      busy={creating.loading}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          autoFocus
          required
          label={t('marketplaces.field.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && !checked.ok}
          helperText={
            touched && !checked.ok
              ? checked.message
              : t('marketplaces.nameHint', { examples: SUGGESTED_MARKETPLACES.join(', ') })
          }
          slotProps={{ htmlInput: { maxLength: MARKETPLACE_NAME_MAX } }}
        />
        <Alert severity="info">{t('marketplaces.addHint')}</Alert>
      </Stack>
    </FormDialog>
  );
}

/** What a new feed hands out, shown this once: the two listing URLs, the leads URL and the lead secret. */
export function FeedCreatedDialog({ created, onClose }: { created: CreatedFeed; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('marketplaces.createdTitle', { name: created.feed.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="info">{t('marketplaces.createdOnce')}</Alert>
          <CopyField
            label={t('marketplaces.csvUrl')}
            value={created.csvUrl}
            copyLabel={t('marketplaces.copyCsvUrl')}
            monospace
          />
          <CopyField
            label={t('marketplaces.xmlUrl')}
            value={created.xmlUrl}
            copyLabel={t('marketplaces.copyXmlUrl')}
            monospace
          />
          <CopyField
            label={t('marketplaces.leadsUrl')}
            value={created.feed.leadsUrl}
            copyLabel={t('marketplaces.copyLeadsUrl')}
            monospace
          />
          <CopyField
            label={t('marketplaces.leadSecret')}
            value={created.leadSecret}
            copyLabel={t('marketplaces.copyLeadSecret')}
            monospace
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
