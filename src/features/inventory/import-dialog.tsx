import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CSV_LIMITS,
  detectMapping,
  parseCsv,
  toImportRows,
  type ColumnMapping,
  type ParsedCsv,
} from '../../shared/inventory/csv';
import { planImportRow, readImportRow, type ImportRejection } from '../../shared/inventory/import-row';
import { useGraphQLErrorText, useGraphQLErrorToast } from '../../base/use-graphql-action';
import { useInventoryAccess } from './use-inventory-access';
import { useInventoryRefresh } from './use-inventory-refresh';
import { ImportMapping, ImportPreview, ImportResult } from './import-steps';
import { useVehicleImport, type ImportOutcome } from './use-vehicle-import';
import { useVinsInInventory } from './use-vins-in-inventory';

type Step =
  | { name: 'pick'; error?: string }
  | { name: 'map'; fileName: string; csv: ParsedCsv }
  | { name: 'done'; outcome: ImportOutcome };

/**
 * Importing a DMS export: choose a CSV file, check how its columns map to vehicle fields
 * (change what was guessed) against a preview, import the rows that are ready, and read every
 * line not imported. The preview decides each row as the import does (`planImportRow`), asking
 * the graph which VINs are in inventory already: "ready" means the import will take it.
 */
export function ImportButton() {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { canSeeCost } = useInventoryAccess();
  const refresh = useInventoryRefresh();
  const toastError = useGraphQLErrorToast();
  const errorText = useGraphQLErrorText();
  const fileInput = useRef<HTMLInputElement>(null);
  const { run, progress } = useVehicleImport();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ name: 'pick' });
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [acceptMismatch, setAcceptMismatch] = useState(false);

  const prepared = useMemo(() => (step.name === 'map' ? toImportRows(step.csv, mapping) : null), [step, mapping]);
  const read = useMemo(
    () => prepared?.rows.map((row) => readImportRow(row, { acceptCheckDigitMismatch: acceptMismatch })) ?? [],
    [prepared, acceptMismatch],
  );
  // Only rows a new vehicle could not be made of depend on whether their VIN is in inventory.
  const updateOnly = useMemo(
    () => read.flatMap((row) => (row.ok && !planImportRow(row, { inInventory: false }).ok ? [row.vin] : [])),
    [read],
  );
  const inInventory = useVinsInInventory(updateOnly);
  const plans = useMemo(
    () =>
      inInventory.state === 'done'
        ? read.map((row) => planImportRow(row, { inInventory: row.ok && inInventory.vins.has(row.vin) }))
        : null,
    [read, inInventory],
  );
  const ready = useMemo(() => {
    const lines = new Set(plans?.flatMap((plan) => (plan.ok ? [plan.line] : [])));
    return prepared?.rows.filter((row) => lines.has(row.line)) ?? [];
  }, [plans, prepared]);

  async function pick(file: File | undefined) {
    if (!file) return;
    if (file.size > CSV_LIMITS.maxBytes) return setStep({ name: 'pick', error: t('inventory.import.tooLarge') });
    const parsed = parseCsv(await file.text());
    if (!parsed.ok) return setStep({ name: 'pick', error: parsed.reason });
    const detected = detectMapping(parsed.csv.headers);
    if (!canSeeCost) delete detected.cost;
    setMapping(detected);
    setStep({ name: 'map', fileName: file.name, csv: parsed.csv });
  }

  async function start() {
    if (!prepared || !plans) return;
    const notReady = plans.flatMap((plan): ImportRejection[] =>
      plan.ok ? [] : [{ line: plan.line, reason: plan.reason }],
    );
    try {
      const outcome = await run(ready, {
        acceptCheckDigitMismatch: acceptMismatch,
        notSent: [...prepared.rejected, ...notReady],
      });
      setStep({ name: 'done', outcome });
      refresh();
    } catch (error) {
      toastError(error);
    }
  }

  function close() {
    if (progress) return;
    setOpen(false);
    setStep({ name: 'pick' });
    setAcceptMismatch(false);
  }

  const missingVin = step.name === 'map' && mapping.vin === undefined;
  return (
    <>
      <Button variant="outlined" color="inherit" startIcon={<UploadFileOutlined />} onClick={() => setOpen(true)}>
        {t('inventory.import.button')}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        fullWidth
        maxWidth="lg"
        fullScreen={fullScreen}
        aria-labelledby="import-title"
      >
        <DialogTitle id="import-title">{t('inventory.import.title')}</DialogTitle>
        <DialogContent dividers>
          {step.name === 'pick' && (
            <Box sx={{ textAlign: 'center', py: 4 }}>
              <Typography sx={{ mb: 2, maxWidth: 560, mx: 'auto' }} color="text.secondary">
                {t('inventory.import.intro')}
              </Typography>
              <Button variant="contained" startIcon={<UploadFileOutlined />} onClick={() => fileInput.current?.click()}>
                {t('inventory.import.choose')}
              </Button>
              <input
                ref={fileInput}
                hidden
                type="file"
                accept=".csv,text/csv"
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
                {t('inventory.import.fileSummary', {
                  fileName: step.fileName,
                  count: step.csv.rows.length + step.csv.rejected.length,
                })}
              </Typography>
              <ImportMapping
                headers={step.csv.headers}
                mapping={mapping}
                onChange={setMapping}
                canSeeCost={canSeeCost}
              />
              {inInventory.state === 'error' && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {errorText(inInventory.error)}
                </Alert>
              )}
              <ImportPreview rows={prepared.rows} plans={plans} rejectedInFile={prepared.rejected} />
              <FormControlLabel
                sx={{ mt: 1 }}
                control={
                  <Checkbox checked={acceptMismatch} onChange={(event) => setAcceptMismatch(event.target.checked)} />
                }
                label={t('inventory.import.acceptMismatch')}
              />
              {progress && (
                <Box sx={{ mt: 2 }} role="status">
                  <Typography variant="body2" sx={{ mb: 0.5 }}>
                    {t('inventory.import.progress', { done: progress.done, total: progress.total })}
                  </Typography>
                  <LinearProgress variant="determinate" value={(progress.done / Math.max(1, progress.total)) * 100} />
                </Box>
              )}
            </Box>
          )}
          {step.name === 'done' && <ImportResult outcome={step.outcome} />}
        </DialogContent>
        <DialogActions>
          {step.name === 'map' && (
            <Button onClick={() => setStep({ name: 'pick' })} disabled={Boolean(progress)}>
              {t('inventory.import.another')}
            </Button>
          )}
          <Button onClick={close} disabled={Boolean(progress)}>
            {step.name === 'done' ? t('inventory.close') : t('inventory.cancel')}
          </Button>
          {step.name === 'map' && (
            <Button
              variant="contained"
              onClick={() => void start()}
              disabled={Boolean(progress) || missingVin || !plans || ready.length === 0}
            >
              {plans ? t('inventory.import.start', { count: ready.length }) : t('inventory.import.checking')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
