import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportDealersDocument, type ImportDealersMutation } from '../../../graphql/generated/client/graphql';
import { FormDialog } from '../common/form-dialog';
import { useGraphQLAction } from '../../base/use-graphql-action';

type Result = ImportDealersMutation['importDealers'];

// The preview lists at most this many rejected lines; the count says how many there are.
const SHOWN_REJECTIONS = 50;

/**
 * Imports dealers from a CSV file (docs/agent.md lists the columns), like the inventory import:
 * the file is first previewed (nothing stored: what would be created or updated and each
 * rejected line with its reason), then imported; rejected lines are skipped.
 */
export function DealerImportDialog({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const { t } = useTranslation();
  const run = useGraphQLAction();
  const [importDealers] = useMutation(ImportDealersDocument);
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [preview, setPreview] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);

  async function choose(chosen: File | undefined) {
    if (!chosen) return;
    const csv = await chosen.text();
    setFile({ name: chosen.name, csv });
    setBusy(true);
    const answer = await run(() => importDealers({ variables: { csv, preview: true } }));
    setBusy(false);
    setPreview(answer?.data?.importDealers ?? null);
  }

  async function submit() {
    if (!file || !preview) return;
    setBusy(true);
    const answer = await run(() => importDealers({ variables: { csv: file.csv, preview: false } }));
    setBusy(false);
    const result = answer?.data?.importDealers;
    if (!result) return;
    onImported();
    setPreview(result);
    setFile(null);
  }

  const done = preview !== null && !preview.preview;
  return (
    <FormDialog
      title={t('territories.import.title')}
      submitLabel={
        done
          ? t('common.close')
          : t('territories.import.submit', { count: (preview?.created ?? 0) + (preview?.updated ?? 0) })
      }
      busy={busy}
      canSubmit={done || (file !== null && preview !== null && preview.created + preview.updated > 0)}
      onSubmit={done ? onClose : submit}
      onClose={onClose}
      maxWidth="md"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('territories.import.description')}
        </Typography>
        {!done && (
          <Button
            component="label"
            variant="outlined"
            startIcon={<UploadFileOutlined />}
            disabled={busy}
            sx={{ alignSelf: 'flex-start' }}
          >
            {file ? t('territories.import.chosen', { name: file.name }) : t('territories.import.choose')}
            <input
              type="file"
              accept=".csv,text/csv"
              hidden
              onChange={(event) => void choose(event.target.files?.[0])}
            />
          </Button>
        )}
        {preview && (
          <Alert severity={preview.rejected.length > 0 ? 'warning' : 'success'} data-testid="dealer-import-summary">
            {t(preview.preview ? 'territories.import.wouldImport' : 'territories.import.imported', {
              created: preview.created,
              updated: preview.updated,
              rejected: preview.rejected.length,
            })}
          </Alert>
        )}
        {preview && preview.rejected.length > 0 && (
          <List dense aria-label={t('territories.import.rejectedLines')} data-testid="dealer-import-rejected">
            {preview.rejected.slice(0, SHOWN_REJECTIONS).map((rejection) => (
              <ListItem key={rejection.line} disableGutters>
                {t('territories.import.rejectedLine', { line: rejection.line, reason: rejection.reason })}
              </ListItem>
            ))}
          </List>
        )}
      </Stack>
    </FormDialog>
  );
}
