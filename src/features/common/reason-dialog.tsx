import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormDialog } from './form-dialog';

/**
 * Asks why (a decline, a dismissal): the reason is required and kept on the record. Quick reasons,
 * when given, fill the field in one tap and can still be edited.
 */
export function ReasonDialog({
  title,
  submitLabel,
  reasonLabel,
  hint,
  quick,
  maxLength,
  onSubmit,
  onClose,
}: {
  title: string;
  submitLabel: string;
  reasonLabel: string;
  hint?: string;
  quick?: { label: string; reasons: readonly string[] };
  maxLength: number;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const quickId = useId();
  const trimmed = reason.trim();

  async function submit() {
    if (!trimmed || busy) return;
    setBusy(true);
    try {
      await onSubmit(trimmed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      title={title}
      submitLabel={submitLabel}
      busy={busy}
      canSubmit={trimmed.length > 0}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      {quick && (
        <>
          <Typography id={quickId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {quick.label}
          </Typography>
          <Stack direction="row" role="group" aria-labelledby={quickId} sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
            {quick.reasons.map((text) => (
              <Chip
                key={text}
                label={text}
                clickable
                color={reason === text ? 'primary' : 'default'}
                variant={reason === text ? 'filled' : 'outlined'}
                onClick={() => setReason(text)}
                sx={{ minHeight: 44 }}
              />
            ))}
          </Stack>
        </>
      )}
      <TextField
        label={reasonLabel}
        helperText={hint}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        multiline
        minRows={2}
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { maxLength } }}
      />
    </FormDialog>
  );
}
