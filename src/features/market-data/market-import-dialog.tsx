import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CSV_LIMITS, type ParsedCsv } from '../../shared/inventory/csv';
import { mappedRows, parseCsv, type Mapping } from '../../shared/market/csv';
import { useDebouncedValue } from '../common/use-debounced-value';
import { useGraphQLErrorText, useGraphQLErrorToast } from '../../base/use-graphql-action';
import { IMPORT_KINDS, type ImportKind } from './import-kinds';
import { MarketImportMapping, MarketImportPreview, MarketImportResult } from './import-steps';
import { useMarketImport, type MappedRow, type MarketImportOutcome } from './use-market-import';

type Step =
  | { name: 'pick'; error?: string }
  | { name: 'map'; fileName: string; csv: ParsedCsv }
  | { name: 'done'; outcome: MarketImportOutcome };
type Question = { prepared: ReturnType<typeof mappedRows<string>> | null; asOf: string };
type Answer = { question: Question } & ({ outcome: MarketImportOutcome } | { error: unknown });
type Check =
  { state: 'idle' | 'checking' } | { state: 'done'; outcome: MarketImportOutcome } | { state: 'error'; error: unknown };

/**
 * Importing a market file (listings and sales) or the wholesale book, as inventory imports a DMS
 * export: choose a CSV file, check how its columns map to fields, let the graph check every row
 * (`preview`, nothing stored) and name each line it refuses with the reason, then import the
 * rows it called ready in parts of at most 1,000.
 */
export function MarketImportButton({ kind, onImported }: { kind: ImportKind; onImported: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const toastError = useGraphQLErrorToast();
  const errorText = useGraphQLErrorText();
  const fileInput = useRef<HTMLInputElement>(null);
  const { run, progress } = useMarketImport(kind);
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ name: 'pick' });
  const [mapping, setMapping] = useState<Mapping<string>>({});
  const [asOf, setAsOf] = useState('');
  const config = IMPORT_KINDS[kind];
  const titleId = `market-import-${kind}-title`;

  const prepared = useMemo(() => (step.name === 'map' ? mappedRows(step.csv, mapping) : null), [step, mapping]);
  const unmapped = config.required.some((field) => mapping[field] === undefined);
  const question = useMemo((): Question => ({ prepared, asOf }), [prepared, asOf]);
  const settled = useDebouncedValue(question, 400);

  // Each change of mapping or date asks the graph again; only the answer to the last question counts.
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (!settled.prepared || unmapped) return;
    run(settled.prepared.rows as MappedRow[], {
      preview: true,
      asOf: settled.asOf,
      notSent: settled.prepared.rejected,
    }).then(
      (outcome) => setAnswer({ question: settled, outcome }),
      (error: unknown) => setAnswer({ question: settled, error }),
    );
  }, [settled, unmapped, run]);
  const check = useMemo((): Check => {
    if (!prepared || unmapped) return { state: 'idle' };
    if (answer?.question !== question) return { state: 'checking' };
    return 'outcome' in answer ? { state: 'done', outcome: answer.outcome } : { state: 'error', error: answer.error };
  }, [prepared, unmapped, answer, question]);

  const ready = useMemo(() => {
    if (check.state !== 'done' || !prepared) return [];
    const refused = new Set(check.outcome.rejected.map((rejection) => rejection.line));
    return (prepared.rows as MappedRow[]).filter((row) => !refused.has(row.line));
  }, [check, prepared]);

  async function pick(file: File | undefined) {
    if (!file) return;
    if (file.size > CSV_LIMITS.maxBytes) return setStep({ name: 'pick', error: t('marketData.import.tooLarge') });
    const parsed = parseCsv(await file.text());
    if (!parsed.ok) return setStep({ name: 'pick', error: parsed.reason });
    setMapping(config.detect(parsed.csv.headers));
    setStep({ name: 'map', fileName: file.name, csv: parsed.csv });
  }

  async function start() {
    if (check.state !== 'done') return;
    try {
      const outcome = await run(ready, { preview: false, asOf, notSent: check.outcome.rejected });
      setStep({ name: 'done', outcome });
      onImported();
    } catch (error) {
      toastError(error);
    }
  }

  function close() {
    if (progress && !progress.preview) return;
    setOpen(false);
    setStep({ name: 'pick' });
    setAnswer(null);
    setAsOf('');
  }

  const importing = Boolean(progress && !progress.preview);
  const total = step.name === 'map' ? step.csv.rows.length + step.csv.rejected.length : 0;
  return (
    <>
      <Button variant="outlined" color="inherit" startIcon={<UploadFileOutlined />} onClick={() => setOpen(true)}>
        {t(`marketData.import.${kind}.button`)}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="lg" fullScreen={fullScreen} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t(`marketData.import.${kind}.title`)}</DialogTitle>
        <DialogContent dividers>
          {step.name === 'pick' && (
            <Box sx={{ textAlign: 'center', py: 4 }}>
              <Typography sx={{ mb: 2, maxWidth: 560, mx: 'auto' }} color="text.secondary">
                {t(`marketData.import.${kind}.intro`)}
              </Typography>
              <Button variant="contained" startIcon={<UploadFileOutlined />} onClick={() => fileInput.current?.click()}>
                {t('marketData.import.choose')}
              </Button>
              <input
                ref={fileInput}
                hidden
                type="file"
                accept=".csv,text/csv"
                data-testid={`market-import-${kind}-file`}
                onChange={(event) => {
                  void pick(event.target.files?.[0]);
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
          {step.name === 'map' && prepared && (
            <Box>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('marketData.import.fileSummary', { fileName: step.fileName, count: total })}
              </Typography>
              {kind === 'book' && (
                <TextField
                  type="date"
                  size="small"
                  label={t('marketData.import.book.asOf')}
                  helperText={t('marketData.import.book.asOfHint')}
                  value={asOf}
                  onChange={(event) => setAsOf(event.target.value)}
                  slotProps={{ inputLabel: { shrink: true } }}
                  sx={{ mb: 2 }}
                />
              )}
              <MarketImportMapping kind={kind} headers={step.csv.headers} mapping={mapping} onChange={setMapping} />
              {check.state === 'error' && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {errorText(check.error)}
                </Alert>
              )}
              {!unmapped && (
                <MarketImportPreview
                  kind={kind}
                  rows={prepared.rows as MappedRow[]}
                  checked={check.state === 'done' ? check.outcome : null}
                  total={total}
                />
              )}
              {progress && (
                <Box sx={{ mt: 2 }} role="status">
                  <Typography variant="body2" sx={{ mb: 0.5 }}>
                    {t(progress.preview ? 'marketData.import.checkProgress' : 'marketData.import.progress', {
                      done: progress.done,
                      total: progress.total,
                    })}
                  </Typography>
                  <LinearProgress variant="determinate" value={(progress.done / Math.max(1, progress.total)) * 100} />
                </Box>
              )}
            </Box>
          )}
          {step.name === 'done' && <MarketImportResult outcome={step.outcome} />}
        </DialogContent>
        <DialogActions>
          {step.name === 'map' && (
            <Button onClick={() => setStep({ name: 'pick' })} disabled={importing}>
              {t('marketData.import.another')}
            </Button>
          )}
          <Button onClick={close} disabled={importing}>
            {step.name === 'done' ? t('common.close') : t('common.cancel')}
          </Button>
          {step.name === 'map' && (
            <Button
              variant="contained"
              onClick={() => void start()}
              disabled={importing || check.state !== 'done' || ready.length === 0}
            >
              {check.state === 'done'
                ? t('marketData.import.start', { count: ready.length })
                : t('marketData.import.checking')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
