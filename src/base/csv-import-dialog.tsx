import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CsvRejection } from '../shared/csv/read';
import { CsvImportMapping, CsvImportPreview, CsvRejectedLines } from './csv-import-steps';
import type { CsvImportProgress, CsvImportRow, CsvImportState, CsvRowCheck } from './use-csv-import';
import { useGraphQLErrorText, useGraphQLErrorToast } from './use-graphql-action';

/**
 * The one CSV import wizard (issue 35): a button opening a dialog in which a person chooses a CSV
 * file, checks how its columns map to the kind's fields against a preview that names each line's
 * problem, imports the rows that are ready, and reads what was stored and every line that was not.
 * The kind decides how rows are checked (`check`) and sent (`importRows`); texts come from its
 * i18n namespace.
 */
export function CsvImportDialog<
  F extends string,
  Row extends CsvImportRow<F>,
  Outcome extends { rejected: CsvRejection[] },
>(props: {
  state: CsvImportState<F, Row, Outcome>;
  /** Prefix of the dialog's element ids and test ids. */
  idPrefix: string;
  button: string;
  title: string;
  intro: string;
  fileInputTestId?: string;
  /** Alerts under the mapping: what a missing column means for this kind. */
  mappingAlerts?: ReactNode;
  /** The kind's own choices, above the mapping and below the preview. */
  beforeMapping?: ReactNode;
  afterPreview?: ReactNode;
  previewFields: readonly F[];
  previewRows: number;
  /** Lists every line not to be imported under the preview, not only in the outcome. */
  listRejectedInPreview: boolean;
  check: CsvRowCheck;
  /** The kind's own choice is still missing (a run list's name): nothing can be imported yet. */
  blocked?: boolean;
  progress: CsvImportProgress | null;
  importRows: (ready: Row[], notImported: CsvRejection[]) => Promise<Outcome>;
  resultText: (outcome: Outcome) => string;
  /** Called with what the import stored (also shown in the dialog until it is closed). */
  onImported: (outcome: Outcome) => void;
  /** Called when the dialog closes, for the kind to forget its choices. */
  onClosed?: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const toastError = useGraphQLErrorToast();
  const errorText = useGraphQLErrorText();
  const fileInput = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const { state, check, progress } = props;
  const { step, prepared } = state;
  const { texts, fields } = state.kind;

  const ready = useMemo(() => {
    if (check.state !== 'done' || !prepared) return [];
    const refused = new Set(check.rejected.map((rejection) => rejection.line));
    return prepared.rows.filter((row) => !refused.has(row.line));
  }, [check, prepared]);
  const previewFields = useMemo(
    () => props.previewFields.flatMap((name) => fields.filter((field) => field.name === name)),
    [props.previewFields, fields],
  );

  async function start() {
    if (check.state !== 'done' || props.blocked) return;
    try {
      const outcome = await props.importRows(ready, check.rejected);
      state.finish(outcome);
      props.onImported(outcome);
    } catch (error) {
      toastError(error);
    }
  }

  const importing = Boolean(progress && !progress.checking);
  function close() {
    if (importing) return;
    state.close();
    props.onClosed?.();
  }

  const total = step.name === 'map' ? step.csv.rows.length + step.csv.rejected.length : 0;
  return (
    <>
      <Button variant="outlined" color="inherit" startIcon={<UploadFileOutlined />} onClick={state.show}>
        {props.button}
      </Button>
      <Dialog
        open={state.open}
        onClose={close}
        fullWidth
        maxWidth="lg"
        fullScreen={fullScreen}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent dividers>
          {step.name === 'pick' && (
            <Box sx={{ textAlign: 'center', py: 4 }}>
              <Typography sx={{ mb: 2, maxWidth: 560, mx: 'auto' }} color="text.secondary">
                {props.intro}
              </Typography>
              <Button variant="contained" startIcon={<UploadFileOutlined />} onClick={() => fileInput.current?.click()}>
                {t(`${texts}.choose`)}
              </Button>
              <input
                ref={fileInput}
                hidden
                type="file"
                accept=".csv,text/csv"
                data-testid={props.fileInputTestId}
                onChange={(event) => {
                  void state.pick(event.target.files?.[0]);
                  // The same file may be chosen again after a change to it.
                  event.target.value = '';
                }}
              />
              {step.error && (
                <Alert severity="error" sx={{ mt: 2, textAlign: 'left' }}>
                  {step.error}
                </Alert>
              )}
            </Box>
          )}
          {step.name === 'map' && (
            <Box>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t(`${texts}.fileSummary`, { fileName: step.fileName, count: total })}
              </Typography>
              {props.beforeMapping}
              <CsvImportMapping
                texts={texts}
                idPrefix={props.idPrefix}
                fields={fields}
                headers={step.csv.headers}
                mapping={state.mapping}
                unmapped={state.unmapped}
                onChange={state.setMapping}
                alerts={props.mappingAlerts}
              />
              {check.state === 'error' && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {errorText(check.error)}
                </Alert>
              )}
              {prepared && (
                <CsvImportPreview
                  texts={texts}
                  idPrefix={props.idPrefix}
                  shownFields={previewFields}
                  rows={prepared.rows}
                  shownRows={props.previewRows}
                  total={total}
                  rejected={check.state === 'done' ? check.rejected : null}
                  listRejected={props.listRejectedInPreview}
                />
              )}
              {props.afterPreview}
              {progress && (
                <Box sx={{ mt: 2 }} role="status">
                  <Typography variant="body2" sx={{ mb: 0.5 }}>
                    {t(progress.checking ? `${texts}.checkProgress` : `${texts}.progress`, {
                      done: progress.done,
                      total: progress.total,
                    })}
                  </Typography>
                  <LinearProgress variant="determinate" value={(progress.done / Math.max(1, progress.total)) * 100} />
                </Box>
              )}
            </Box>
          )}
          {step.name === 'done' && (
            <Box>
              <Alert
                severity={step.outcome.rejected.length > 0 ? 'warning' : 'success'}
                sx={{ mb: 2 }}
                data-testid={`${props.idPrefix}-result`}
              >
                {props.resultText(step.outcome)}
              </Alert>
              {step.outcome.rejected.length > 0 && (
                <CsvRejectedLines
                  texts={texts}
                  rejected={step.outcome.rejected}
                  id={`${props.idPrefix}-result-refused-title`}
                />
              )}
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          {step.name === 'map' && (
            <Button onClick={state.chooseAnother} disabled={importing}>
              {t(`${texts}.another`)}
            </Button>
          )}
          <Button onClick={close} disabled={importing}>
            {step.name === 'done' ? t('common.close') : t('common.cancel')}
          </Button>
          {step.name === 'map' && (
            <Button
              variant="contained"
              onClick={() => void start()}
              disabled={importing || props.blocked || check.state !== 'done' || ready.length === 0}
            >
              {check.state === 'done' ? t(`${texts}.start`, { count: ready.length }) : t(`${texts}.checking`)}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
