import CheckOutlined from '@mui/icons-material/CheckOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../base/toast-provider';

/** A read-only value (a link, a secret) with a button that copies it to the clipboard. */
export function CopyField({
  label,
  value,
  copyLabel,
  monospace = false,
}: {
  label: string;
  value: string;
  copyLabel: string;
  monospace?: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast(t('common.copied'), 'success');
    } catch {
      toast(t('common.copyFailed'), 'error');
    }
  }

  return (
    <TextField
      label={label}
      value={value}
      fullWidth
      onFocus={(event) => event.target.select()}
      slotProps={{
        htmlInput: {
          readOnly: true,
          spellCheck: false,
          sx: monospace ? { fontFamily: 'monospace', fontSize: 14 } : undefined,
        },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={copyLabel}>
                <IconButton onClick={() => void copy()} aria-label={copyLabel} edge="end">
                  {copied ? <CheckOutlined color="success" /> : <ContentCopyOutlined />}
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
