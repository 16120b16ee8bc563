import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RUN_LIST_LIMITS } from '../../shared/sourcing/run-list-row';
import { FormDialog } from '../common/form-dialog';

type Rejection = { line: number; reason: string };

/**
 * Importing an auction run list: a name and a CSV file (columns in docs/sourcing.md). The file is
 * stored whole or not at all, so a file with bad lines lists them and stores nothing.
 */
export function ImportRunListDialog({
  busy,
  onImport,
  onClose,
}: {
  busy: boolean;
  onImport: (name: string, csv: string) => Promise<Rejection[] | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [rejected, setRejected] = useState<Rejection[]>([]);

  async function pick(picked: File | undefined) {
    setRejected([]);
    if (!picked) return;
    if (picked.size > RUN_LIST_LIMITS.maxCharacters) return setProblem(t('sourcing.import.tooLarge'));
    setProblem(null);
    setFile({ name: picked.name, csv: await picked.text() });
  }

  async function submit() {
    if (!file) return;
    const lines = await onImport(name, file.csv);
    if (lines) setRejected(lines);
  }

  return (
    <FormDialog
      title={t('sourcing.import.title')}
      submitLabel={t('sourcing.import.submit')}
      busy={busy}
      canSubmit={Boolean(file && name.trim())}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('sourcing.import.intro')}
      </Typography>
      <TextField
        label={t('sourcing.import.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        fullWidth
        sx={{ mb: 2 }}
        slotProps={{ htmlInput: { name: 'runListName' } }}
      />
      {/* A plain button opening a hidden file input: a label acting as a button is not an allowed role. */}
      <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => fileInput.current?.click()}>
        {file ? file.name : t('sourcing.import.choose')}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".csv,text/csv"
        hidden
        onChange={(event) => void pick(event.target.files?.[0])}
        aria-label={t('sourcing.import.choose')}
      />
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
      {rejected.length > 0 && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="run-list-rejections">
          {t('sourcing.import.rejected', { count: rejected.length })}
          <List dense>
            {rejected.slice(0, 50).map((rejection) => (
              <ListItem key={rejection.line} disableGutters>
                {t('sourcing.import.line', { line: rejection.line, reason: rejection.reason })}
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
    </FormDialog>
  );
}
