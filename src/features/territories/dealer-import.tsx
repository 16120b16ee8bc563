import Alert from '@mui/material/Alert';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvImportDialog } from '../../base/csv-import-dialog';
import { useCsvImport, type CsvImportKind } from '../../base/use-csv-import';
import {
  DEALER_CSV_COLUMNS,
  DEALER_CSV_LIMITS,
  DEALER_CSV_REQUIRED,
  detectDealerColumns,
  type DealerCsvColumn,
  type DealerCsvRow,
} from '../../shared/agent/dealer-csv';
import { mappedRows } from '../../shared/csv/read';
import { useDealerImport, type DealerImportOutcome } from './use-dealer-import';

const PREVIEW_FIELDS: DealerCsvColumn[] = [
  'name',
  'city',
  'state',
  'zip',
  'priority',
  'territory',
  'owner_agent_email',
];

/**
 * Importing dealers from a CSV file through the CSV import wizard (docs/agent.md "Dealer CSV"):
 * columns mapped to the dealer file's fields, every row checked by the graph before anything is
 * stored, then the ready rows imported; a dealer already there (same name in the same ZIP) is
 * updated, the others created.
 */
export function DealerImportButton({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation();
  const kind = useMemo(
    (): CsvImportKind<DealerCsvColumn, DealerCsvRow> => ({
      texts: 'territories.import',
      fields: DEALER_CSV_COLUMNS.map((name) => ({
        name,
        label: t(`territories.import.field.${name}`),
        required: DEALER_CSV_REQUIRED.includes(name),
      })),
      detect: detectDealerColumns,
      prepare: mappedRows,
      checkNeedsRequired: true,
      limits: { maxBytes: DEALER_CSV_LIMITS.maxCharacters, maxRows: DEALER_CSV_LIMITS.maxRows },
    }),
    [t],
  );
  const state = useCsvImport<DealerCsvColumn, DealerCsvRow, DealerImportOutcome>(kind);
  const { check, progress, importRows } = useDealerImport(state.prepared);

  return (
    <CsvImportDialog
      state={state}
      idPrefix="dealer-import"
      button={t('territories.import.open')}
      title={t('territories.import.title')}
      intro={t('territories.import.intro')}
      fileInputTestId="dealer-import-file"
      mappingAlerts={
        state.unmapped.length > 0 && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('territories.import.unmappedRequired', {
              count: state.unmapped.length,
              fields: state.unmapped.map((field) => t(`territories.import.field.${field}`)).join(', '),
            })}
          </Alert>
        )
      }
      previewFields={PREVIEW_FIELDS}
      previewRows={8}
      listRejectedInPreview
      check={check}
      progress={progress}
      importRows={importRows}
      resultText={(outcome) =>
        t('territories.import.result', {
          created: outcome.created,
          updated: outcome.updated,
          rejected: outcome.rejected.length,
        })
      }
      onImported={onImported}
    />
  );
}
