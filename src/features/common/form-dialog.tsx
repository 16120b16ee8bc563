import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A dialog holding one form: title, fields, Cancel and a submit button. Enter submits; while
 * `busy` neither button nor closing the dialog does anything. On a phone it fills the screen.
 */
export function FormDialog({
  open = true,
  title,
  submitLabel,
  busy,
  canSubmit = true,
  onSubmit,
  onClose,
  maxWidth = 'sm',
  dividers = false,
  children,
}: {
  open?: boolean;
  title: ReactNode;
  submitLabel: ReactNode;
  busy: boolean;
  /** False while there is nothing to submit (e.g. nothing changed). */
  canSubmit?: boolean;
  onSubmit: () => unknown;
  onClose: () => void;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  /** Lines above and below the fields, for long forms that scroll. */
  dividers?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      maxWidth={maxWidth}
      fullWidth
      fullScreen={phone}
      aria-labelledby={titleId}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
        noValidate
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers={dividers}>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !canSubmit}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
