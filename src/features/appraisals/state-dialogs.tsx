import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPRAISAL_LOST_REASONS, type AppraisalLostReason } from '../../shared/appraisals/states';
import { APPRAISAL_LIMITS } from '../../shared/appraisals/limits';
import { FormDialog } from '../common/form-dialog';
import { centsFromInput, inputFromCents } from '../inventory/money-input';

/** offered → won: the price paid (default the offer) and an optional stock number (default the next one). */
export function WinDialog({
  offerCents,
  busy,
  onWin,
  onClose,
}: {
  offerCents: number | null;
  busy: boolean;
  onWin: (input: { purchasePriceCents: number; stockNumber: string | null }) => unknown;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [price, setPrice] = useState(inputFromCents(offerCents));
  const [stockNumber, setStockNumber] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const cents = centsFromInput(price);
  return (
    <FormDialog
      title={t('appraisals.win.title')}
      submitLabel={t('appraisals.win.submit')}
      busy={busy}
      onSubmit={() => {
        setSubmitted(true);
        if (cents != null) return onWin({ purchasePriceCents: cents, stockNumber: stockNumber.trim() || null });
      }}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <TextField
          label={t('appraisals.win.price')}
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          required
          autoFocus
          error={submitted && cents == null}
          helperText={submitted && cents == null ? t('appraisals.recon.amountWrong') : t('appraisals.win.priceHint')}
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
        />
        <TextField
          label={t('appraisals.win.stockNumber')}
          value={stockNumber}
          onChange={(event) => setStockNumber(event.target.value)}
          helperText={t('appraisals.win.stockNumberHint')}
          slotProps={{ htmlInput: { maxLength: 40 } }}
        />
      </Box>
    </FormDialog>
  );
}

/** draft or offered → lost, with the reason and an optional note. */
export function LoseDialog({
  busy,
  onLose,
  onClose,
}: {
  busy: boolean;
  onLose: (input: { reason: AppraisalLostReason; note: string | null }) => unknown;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<AppraisalLostReason>('price');
  const [note, setNote] = useState('');
  return (
    <FormDialog
      title={t('appraisals.lose.title')}
      submitLabel={t('appraisals.lose.submit')}
      busy={busy}
      onSubmit={() => onLose({ reason, note: note.trim() || null })}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <TextField
          select
          label={t('appraisals.lose.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value as AppraisalLostReason)}
          required
        >
          {APPRAISAL_LOST_REASONS.map((value) => (
            <MenuItem key={value} value={value} sx={{ minHeight: 48 }}>
              {t(`appraisals.lostReason.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('appraisals.lose.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: APPRAISAL_LIMITS.maxReasonLength } }}
        />
      </Box>
    </FormDialog>
  );
}
