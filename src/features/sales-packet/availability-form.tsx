import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAD_LIMITS } from '../../shared/marketplaces/lead';
import { checkPacketLead, type PacketLeadIssue } from '../../shared/sales-packet/lead';
import { sharedPacketLeadPath } from '../../shared/sales-packet/packet';

type Field = 'name' | 'email' | 'phone' | 'message';
const FIELDS: Field[] = ['name', 'email', 'phone', 'message'];

const errorsOf = (issues: readonly PacketLeadIssue[]) => {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = FIELDS.find((name) => issue.path === name);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
};

/**
 * The shopper's "Check availability": name, an e-mail or a phone, and a message, sent to the
 * dealership as a lead on this vehicle. Checked here with the server's own rules (instant
 * feedback), refused there the same way; a thank-you replaces the form once it is sent.
 */
export function AvailabilityForm({
  token,
  vehicleTitle,
  dealer,
}: {
  token: string;
  vehicleTitle: string;
  dealer: string;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    email: '',
    phone: '',
    message: t('salesPacket.ask.defaultMessage', { title: vehicleTitle }),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = checkPacketLead(values);
    if (!checked.ok) return setErrors(errorsOf(checked.issues));
    setErrors({});
    setBusy(true);
    try {
      const response = await fetch(sharedPacketLeadPath(token), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(checked.lead),
      });
      if (response.ok) return setSentTo(checked.lead.name);
      const body = (await response.json().catch(() => ({}))) as {
        error?: { message?: string; issues?: PacketLeadIssue[] };
      };
      if (body.error?.issues) setErrors(errorsOf(body.error.issues));
      setFailure(body.error?.message ?? t('salesPacket.ask.failed'));
    } catch {
      setFailure(t('salesPacket.ask.failed'));
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <Stack role="status" sx={{ gap: 1, alignItems: 'flex-start' }} data-testid="packet-thanks">
        <CheckCircleOutlined color="success" aria-hidden />
        <Typography variant="h6" component="p">
          {t('salesPacket.ask.thanksTitle', { name: sentTo })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('salesPacket.ask.thanksBody', { dealer })}
        </Typography>
      </Stack>
    );
  }

  const field = (
    name: Field,
    extra: { type?: string; multiline?: boolean; autoComplete?: string; maxLength: number; required?: boolean },
  ) => (
    <TextField
      label={t(`salesPacket.ask.${name}`)}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? (name === 'email' || name === 'phone' ? t('salesPacket.ask.eitherHint') : undefined)}
      type={extra.type}
      multiline={extra.multiline}
      minRows={extra.multiline ? 3 : undefined}
      required={extra.required}
      autoComplete={extra.autoComplete}
      slotProps={{ htmlInput: { maxLength: extra.maxLength } }}
      fullWidth
    />
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2 }} aria-label={t('salesPacket.ask.title')}>
      {field('name', { autoComplete: 'name', maxLength: LEAD_LIMITS.customerName, required: true })}
      {field('email', { type: 'email', autoComplete: 'email', maxLength: LEAD_LIMITS.customerEmail })}
      {field('phone', { type: 'tel', autoComplete: 'tel', maxLength: LEAD_LIMITS.customerPhone })}
      {field('message', { multiline: true, maxLength: LEAD_LIMITS.message, required: true })}
      {failure && <Alert severity="error">{failure}</Alert>}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {t('salesPacket.ask.send')}
      </Button>
    </Stack>
  );
}
