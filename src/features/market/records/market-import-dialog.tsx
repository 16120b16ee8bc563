import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvImportDialog } from '../../../base/csv-import-dialog';
import { useCsvImport, type CsvImportKind } from '../../../base/use-csv-import';
import { mappedRows, type MappedRow } from '../../../shared/csv/read';
import { IMPORT_KINDS, type ImportKind } from './import-kinds';
import { useMarketImport, type MarketImportOutcome } from './use-market-import';

/**
 * Importing a market file (listings and sales) or the wholesale book through the CSV import
 * wizard: the graph checks every row (nothing stored) and names each line it refuses with the
 * reason, then the rows it called ready are imported in parts of at most 1,000.
 */
export function MarketImportButton({ kind, onImported }: { kind: ImportKind; onImported: () => void }) {
  const { t } = useTranslation();
  const [asOf, setAsOf] = useState('');
  const config = IMPORT_KINDS[kind];
  const wizardKind = useMemo(
    (): CsvImportKind<string, MappedRow<string>> => ({
      texts: 'marketData.import',
      fields: config.fields.map((name) => ({
        name,
        label: t(`marketData.field.${name}`),
        required: config.required.includes(name),
      })),
      detect: config.detect,
      prepare: mappedRows,
      checkNeedsRequired: true,
    }),
    [t, config],
  );
  const state = useCsvImport<string, MappedRow<string>, MarketImportOutcome>(wizardKind);
  const { check, progress, importRows } = useMarketImport(kind, state.prepared, asOf);

  return (
    <CsvImportDialog
      state={state}
      idPrefix="market-import"
      button={t(`marketData.import.${kind}.button`)}
      title={t(`marketData.import.${kind}.title`)}
      intro={t(`marketData.import.${kind}.intro`)}
      fileInputTestId={`market-import-${kind}-file`}
      beforeMapping={
        kind === 'book' && (
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
        )
      }
      mappingAlerts={
        state.unmapped.length > 0 && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('marketData.import.unmappedRequired', {
              count: state.unmapped.length,
              fields: state.unmapped.map((field) => t(`marketData.field.${field}`)).join(', '),
            })}
          </Alert>
        )
      }
      previewFields={config.preview}
      previewRows={8}
      listRejectedInPreview
      check={check}
      progress={progress}
      importRows={importRows}
      resultText={(outcome) =>
        `${t('marketData.import.result', { count: outcome.stored })} ${t('marketData.import.resultRejected', { count: outcome.rejected.length })}`
      }
      onImported={onImported}
      onClosed={() => setAsOf('')}
    />
  );
}
