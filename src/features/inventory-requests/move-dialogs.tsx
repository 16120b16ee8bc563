import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVENTORY_REQUEST_TEXT_MAX, TRANSFER_PRICE_MAX_CENTS } from '../../shared/inventory-requests/states';
import { FormDialog } from '../common/form-dialog';
import { centsFromInput } from '../inventory/money-input';

/** The one optional field a move asks for: a transfer price (accept), a note (ship) or a stock number (receive). */
type MoveForm = 'accept' | 'ship' | 'receive';

/**
 * A move that asks one optional thing before it is made: accepting (at a transfer price), shipping
 * (with a note on carrier and arrival), receiving (under a stock number of the requester's own).
 */
export function MoveDialog({
  move,
  vehicle,
  onSubmit,
  onClose,
}: {
  move: MoveForm;
  vehicle: string;
  onSubmit: (value: string | null) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const trimmed = value.trim();
  const cents = move === 'accept' && trimmed ? centsFromInput(trimmed) : null;
  const priceProblem = move === 'accept' && trimmed !== '' && (cents === null || cents > TRANSFER_PRICE_MAX_CENTS);
  async function submit() {
    if (priceProblem) return;
    setBusy(true);
    try {
      await onSubmit(move === 'accept' ? (cents === null ? null : String(cents)) : trimmed || null);
    } finally {
      setBusy(false);
    }
  }
  return (
    <FormDialog
      title={t(`inventoryRequests.${move}.title`, { vehicle })}
      submitLabel={t(`inventoryRequests.${move}.submit`)}
      busy={busy}
      canSubmit={!priceProblem}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(`inventoryRequests.${move}.intro`)}
      </Typography>
      <TextField
        label={t(`inventoryRequests.${move}.field`)}
        helperText={
          priceProblem ? t('inventoryRequests.accept.priceProblem') : t(`inventoryRequests.${move}.fieldHint`)
        }
        error={priceProblem}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        multiline={move === 'ship'}
        minRows={move === 'ship' ? 2 : undefined}
        fullWidth
        autoFocus
        slotProps={{
          htmlInput: {
            maxLength: move === 'ship' ? INVENTORY_REQUEST_TEXT_MAX : 40,
            inputMode: move === 'accept' ? 'decimal' : undefined,
          },
        }}
      />
    </FormDialog>
  );
}
