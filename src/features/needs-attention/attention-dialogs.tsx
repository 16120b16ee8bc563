import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shiftDate, todayIso } from '../../shared/inventory/vehicle';
import { ATTENTION_LIMITS, snoozeProblem } from '../../shared/needs-attention/actions';
import { FormDialog } from '../common/form-dialog';
import { ReasonDialog } from '../common/reason-dialog';

/** Quick snooze choices, in days from today. */
const QUICK_DAYS = [
  { key: 'tomorrow', days: 1 },
  { key: 'nextWeek', days: 7 },
] as const;

/** Asks until which day an item is hidden: tomorrow, next week, or a day picked (at most 90 days ahead). */
export function SnoozeDialog({
  subject,
  onSnooze,
  onClose,
}: {
  subject: string;
  onSnooze: (until: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const today = todayIso();
  const [until, setUntil] = useState(shiftDate(today, -1));
  const [busy, setBusy] = useState(false);
  const quickId = useId();
  const problem = until ? snoozeProblem(until, today) : t('needsAttention.snooze.pickDay');

  async function submit() {
    if (problem || busy) return;
    setBusy(true);
    try {
      await onSnooze(until);
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      title={t('needsAttention.snooze.title', { subject })}
      submitLabel={t('needsAttention.snooze.submit')}
      busy={busy}
      canSubmit={!problem}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <Typography id={quickId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('needsAttention.snooze.quick')}
      </Typography>
      <Stack direction="row" role="group" aria-labelledby={quickId} sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {QUICK_DAYS.map(({ key, days }) => {
          const day = shiftDate(today, -days);
          return (
            <Chip
              key={key}
              label={t(`needsAttention.snooze.${key}`)}
              clickable
              color={until === day ? 'primary' : 'default'}
              variant={until === day ? 'filled' : 'outlined'}
              onClick={() => setUntil(day)}
              sx={{ minHeight: 44 }}
            />
          );
        })}
      </Stack>
      <TextField
        type="date"
        label={t('needsAttention.snooze.until')}
        value={until}
        onChange={(event) => setUntil(event.target.value)}
        required
        fullWidth
        error={Boolean(until) && Boolean(problem)}
        helperText={problem ?? t('needsAttention.snooze.hint', { days: ATTENTION_LIMITS.maxSnoozeDays })}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: shiftDate(today, -1), max: shiftDate(today, -ATTENTION_LIMITS.maxSnoozeDays) },
        }}
      />
    </FormDialog>
  );
}

/** Asks why an item is dismissed: the reason is required and kept in the audit log. */
export function DismissDialog({
  subject,
  onDismiss,
  onClose,
}: {
  subject: string;
  onDismiss: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      title={t('needsAttention.dismiss.title', { subject })}
      submitLabel={t('needsAttention.dismiss.submit')}
      reasonLabel={t('needsAttention.dismiss.reason')}
      hint={t('needsAttention.dismiss.hint')}
      maxLength={ATTENTION_LIMITS.maxReasonLength}
      onSubmit={onDismiss}
      onClose={onClose}
    />
  );
}
