import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asks for one name (a new group, a renamed organization). `onSubmit` resolves to true when it
 * worked, and the dialog closes; on false it stays open with what was typed.
 */
export function NameDialog({
  open,
  title,
  label,
  submitLabel,
  initialName = '',
  onSubmit,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  label: string;
  submitLabel: string;
  initialName?: string;
  onSubmit: (name: string) => Promise<boolean>;
  onClose: () => void;
  /** More fields under the name. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [name, setName] = useState(initialName);
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const empty = name.trim().length === 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (empty) return;
    setBusy(true);
    const ok = await onSubmit(name.trim());
    setBusy(false);
    if (ok) onClose();
  }

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <TextField
            label={label}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && empty}
            helperText={touched && empty ? t('common.nameRequired') : undefined}
            required
            autoFocus
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
