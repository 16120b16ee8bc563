import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useMutation } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportRunListDocument } from '../../../graphql/generated/operations/ImportRunList';
import { CsvImportDialog } from '../../base/csv-import-dialog';
import { useCsvImport, type CsvImportKind, type CsvImportProgress, type CsvRowCheck } from '../../base/use-csv-import';
import { fixedColumnCsv } from '../../shared/csv/fixed-columns';
import { mappedRows, type CsvRejection, type MappedRow } from '../../shared/csv/read';
import { todayIso } from '../../shared/inventory/vehicle';
import {
  checkRunListRows,
  detectRunListColumns,
  RUN_LIST_COLUMNS,
  RUN_LIST_LIMITS,
  RUN_LIST_REQUIRED,
  type RunListColumn,
} from '../../shared/sourcing/run-list-row';

type Row = MappedRow<RunListColumn>;
/** The stored list (null when the graph refused the rows sent), its vehicles, and every line not imported. */
export type RunListImportOutcome = { runListId: string | null; vehicleCount: number; rejected: CsvRejection[] };

const PREVIEW_FIELDS: RunListColumn[] = ['lane', 'run_number', 'vin', 'year', 'make', 'model', 'mileage', 'sale_date'];
const byLine = (a: CsvRejection, b: CsvRejection) => a.line - b.line;

/**
 * Importing an auction run list through the CSV import wizard (docs/sourcing.md "Run list CSV"):
 * a name, the file's columns mapped to the run list's fields, every row checked here by the rules
 * the graph applies (src/shared/sourcing/run-list-row.ts), then the ready rows sent as one run list
 * under Lotwise's column names; the graph checks them again and stores them whole or not at all.
 */
export function RunListImportButton({ onImported }: { onImported: (outcome: RunListImportOutcome) => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [progress, setProgress] = useState<CsvImportProgress | null>(null);
  const [importRunList] = useMutation(ImportRunListDocument, {
    refetchQueries: ['GetSourcing', 'GetRunList'],
    awaitRefetchQueries: true,
  });
  const kind = useMemo(
    (): CsvImportKind<RunListColumn, Row> => ({
      texts: 'sourcing.import',
      fields: RUN_LIST_COLUMNS.map((field) => ({
        name: field,
        label: t(`sourcing.import.field.${field}`),
        required: (RUN_LIST_REQUIRED as readonly RunListColumn[]).includes(field),
        monospace: field === 'vin',
      })),
      detect: detectRunListColumns,
      prepare: mappedRows,
      checkNeedsRequired: true,
      limits: { maxBytes: RUN_LIST_LIMITS.maxCharacters, maxRows: RUN_LIST_LIMITS.maxRows },
    }),
    [t],
  );
  const state = useCsvImport<RunListColumn, Row, RunListImportOutcome>(kind);
  const { prepared } = state;

  const check = useMemo((): CsvRowCheck => {
    if (!prepared) return { state: 'idle' };
    const { rejected } = checkRunListRows(prepared.rows, todayIso());
    return { state: 'done', rejected: [...prepared.rejected, ...rejected].sort(byLine) };
  }, [prepared]);

  const importRows = useCallback(
    async (ready: Row[], notImported: CsvRejection[]): Promise<RunListImportOutcome> => {
      const { csv, lineOf } = fixedColumnCsv(RUN_LIST_COLUMNS, ready);
      setProgress({ done: 0, total: ready.length, checking: false });
      try {
        const { data } = await importRunList({ variables: { input: { name: name.trim(), csv } } });
        const answer = data!.importRunList;
        const refused = answer.rejected.map(({ line, reason }) => ({ line: lineOf(line), reason }));
        return {
          runListId: answer.runList?.id ?? null,
          vehicleCount: answer.runList ? answer.vehicleCount : 0,
          rejected: [...notImported, ...refused].sort(byLine),
        };
      } finally {
        setProgress(null);
      }
    },
    [importRunList, name],
  );

  return (
    <CsvImportDialog
      state={state}
      idPrefix="run-list-import"
      button={t('sourcing.import.open')}
      title={t('sourcing.import.title')}
      intro={t('sourcing.import.intro')}
      fileInputTestId="run-list-import-file"
      beforeMapping={
        <TextField
          label={t('sourcing.import.name')}
          helperText={t('sourcing.import.nameHint')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          size="small"
          sx={{ mb: 2, minWidth: { sm: 360 } }}
          slotProps={{ htmlInput: { name: 'runListName', maxLength: 120 } }}
        />
      }
      mappingAlerts={
        state.unmapped.length > 0 && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('sourcing.import.unmappedRequired', {
              count: state.unmapped.length,
              fields: state.unmapped.map((field) => t(`sourcing.import.field.${field}`)).join(', '),
            })}
          </Alert>
        )
      }
      previewFields={PREVIEW_FIELDS}
      previewRows={8}
      listRejectedInPreview
      check={check}
      blocked={!name.trim()}
      progress={progress}
      importRows={importRows}
      resultText={(outcome) =>
        outcome.runListId
          ? `${t('sourcing.import.result', { count: outcome.vehicleCount })} ${t('sourcing.import.resultRejected', { count: outcome.rejected.length })}`
          : t('sourcing.import.refused', { count: outcome.rejected.length })
      }
      onImported={onImported}
      onClosed={() => setName('')}
    />
  );
}
