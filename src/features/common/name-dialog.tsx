import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from './form-dialog';

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
  const [name, setName] = useState(initialName);
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const empty = name.trim().length === 0;

  async function submit() {
    setTouched(true);
    if (empty) return;
    setBusy(true);
    const ok = await onSubmit(name.trim());
    setBusy(false);
    if (ok) onClose();
  }

  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={submitLabel}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
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
    </FormDialog>
  );
}
