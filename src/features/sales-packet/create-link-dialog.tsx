import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateSalesPacketLinkDocument } from '../../../graphql/generated/operations/CreateSalesPacketLink';
import { DEFAULT_LINK_DAYS, MAX_LINK_DAYS, MIN_LINK_DAYS } from '../../shared/sales-packet/packet';
import { CopyField } from '../common/copy-field';
import { FormDialog } from '../common/form-dialog';
import { useGraphQLAction } from '../../base/use-graphql-action';

type Created = { url: string; textMessage: string; emailedTo: string | null; askedTo: string | null };

/**
 * Makes a share link, optionally e-mailed to the customer (when the server has SMTP; otherwise the
 * field says so), then shows the link once with a text-message body to copy.
 */
export function CreateLinkDialog({
  vehicleId,
  emailAvailable,
  onCreated,
  onClose,
}: {
  vehicleId: string;
  emailAvailable: boolean;
  onCreated?: (url: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const run = useGraphQLAction();
  const [create, { loading }] = useMutation(CreateSalesPacketLinkDocument, { refetchQueries: ['GetSalesPacket'] });
  const [days, setDays] = useState(String(DEFAULT_LINK_DAYS));
  const [label, setLabel] = useState('');
  const [sendTo, setSendTo] = useState('');
  const [created, setCreated] = useState<Created | null>(null);

  async function submit() {
    if (created) return onClose();
    const askedTo = sendTo.trim() || null;
    const result = await run(() =>
      create({ variables: { input: { vehicleId, days: Number(days), label: label || null, sendTo: askedTo } } }),
    );
    const answer = result?.data?.createSalesPacketLink;
    if (answer) {
      setCreated({ url: answer.url, textMessage: answer.textMessage, emailedTo: answer.emailedTo ?? null, askedTo });
      onCreated?.(answer.url);
    }
  }

  return (
    <FormDialog
      title={t('salesPacket.links.createTitle')}
      submitLabel={created ? t('salesPacket.links.done') : t('salesPacket.links.create')}
      busy={loading}
      onSubmit={submit}
      onClose={onClose}
    >
      {created ? (
        <Stack sx={{ gap: 2, pt: 1 }}>
          {created.askedTo && (
            <Alert severity={created.emailedTo ? 'success' : 'warning'}>
              {created.emailedTo
                ? t('salesPacket.links.emailed', { email: created.emailedTo })
                : t('salesPacket.links.emailFailed', { email: created.askedTo })}
            </Alert>
          )}
          <Typography>{t('salesPacket.links.shownOnce')}</Typography>
          <CopyField label={t('salesPacket.links.url')} value={created.url} copyLabel={t('salesPacket.links.copy')} />
          <CopyField
            label={t('salesPacket.links.textMessage')}
            value={created.textMessage}
            copyLabel={t('salesPacket.links.copyText')}
          />
        </Stack>
      ) : (
        <Stack sx={{ gap: 2, pt: 1 }}>
          <TextField
            label={t('salesPacket.links.label')}
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            helperText={t('salesPacket.links.labelHint')}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <TextField
            label={t('salesPacket.links.sendTo')}
            type="email"
            value={sendTo}
            disabled={!emailAvailable}
            onChange={(event) => setSendTo(event.target.value)}
            helperText={emailAvailable ? t('salesPacket.links.sendToHint') : t('salesPacket.links.noSmtp')}
            // Why the field is off must stay readable: the hint keeps full contrast on a disabled field.
            slotProps={{ htmlInput: { maxLength: 254, autoComplete: 'off' }, formHelperText: { disabled: false } }}
          />
          <TextField
            label={t('salesPacket.links.days')}
            type="number"
            value={days}
            onChange={(event) => setDays(event.target.value)}
            helperText={t('salesPacket.links.daysHint', { min: MIN_LINK_DAYS, max: MAX_LINK_DAYS })}
            slotProps={{ htmlInput: { min: MIN_LINK_DAYS, max: MAX_LINK_DAYS } }}
          />
        </Stack>
      )}
    </FormDialog>
  );
}
