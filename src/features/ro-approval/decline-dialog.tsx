import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VEHICLE_LIMITS } from '../../shared/inventory/vehicle';
import { FormDialog } from '../common/form-dialog';

/** Reasons an approver gives most often: one tap fills the reason, which can still be edited. */
const QUICK_REASONS = ['tooExpensive', 'notNeeded', 'deferToBuyer', 'getAnotherQuote', 'wholesaleInstead'] as const;

/**
 * Asks why a line (or every pending line of an order) is declined: the server requires a reason,
 * and it stays on the order as the deferred work's note.
 */
export function DeclineDialog({ subject, onDecline, onClose }: { subject: string; onDecline: (reason: string) => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const quickId = useId();
  const trimmed = reason.trim();

  async function submit() {
    if (!trimmed || busy) return;
    setBusy(true);
    try {
      await onDecline(trimmed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog title={t('roApproval.decline.title', { subject })} submitLabel={t('roApproval.decline.submit')} busy={busy} canSubmit={trimmed.length > 0} onSubmit={submit} onClose={onClose} maxWidth="xs">
      <Typography id={quickId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('roApproval.decline.quick')}
      </Typography>
      <Stack direction="row" role="group" aria-labelledby={quickId} sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {QUICK_REASONS.map((key) => {
          const text = t(`roApproval.decline.reason.${key}`);
          return <Chip key={key} label={text} clickable color={reason === text ? 'primary' : 'default'} variant={reason === text ? 'filled' : 'outlined'} onClick={() => setReason(text)} sx={{ minHeight: 44 }} />;
        })}
      </Stack>
      <TextField
        label={t('roApproval.decline.reasonLabel')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        multiline
        minRows={2}
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { maxLength: VEHICLE_LIMITS.maxReasonLength } }}
      />
    </FormDialog>
  );
}
