import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvImportDialog } from '../../base/csv-import-dialog';
import { useCsvImport, type CsvImportKind } from '../../base/use-csv-import';
import { detectMapping, toImportRows } from '../../shared/inventory/csv';
import {
  IMPORT_FIELDS,
  REQUIRED_FOR_NEW,
  type ImportField,
  type RawImportRow,
} from '../../shared/inventory/import-row';
import { useInventoryAccess } from './use-inventory-access';
import { useInventoryRefresh } from './use-inventory-refresh';
import { useVehicleImport, type ImportOutcome } from './use-vehicle-import';

const PREVIEW_FIELDS: ImportField[] = [
  'vin',
  'stockNumber',
  'year',
  'make',
  'model',
  'mileage',
  'listPrice',
  'acquiredDate',
  'status',
];

/**
 * Importing a DMS export through the CSV import wizard: vehicles already in Lotwise are updated by
 * VIN, the others added. Cost is neither offered nor guessed for someone who may not see it.
 */
export function ImportButton() {
  const { t } = useTranslation();
  const { canSeeCost } = useInventoryAccess();
  const refresh = useInventoryRefresh();
  const [acceptMismatch, setAcceptMismatch] = useState(false);
  const kind = useMemo(
    (): CsvImportKind<ImportField, RawImportRow> => ({
      texts: 'inventory.import',
      fields: IMPORT_FIELDS.filter((field) => field !== 'cost' || canSeeCost).map((name) => ({
        name,
        label: t(`inventory.field.${name}`),
        required: REQUIRED_FOR_NEW.includes(name),
        unmappedHint: t('inventory.import.neededForNew'),
        monospace: name === 'vin',
      })),
      detect: (headers) => {
        const detected = detectMapping(headers);
        if (!canSeeCost) delete detected.cost;
        return detected;
      },
      prepare: toImportRows,
      // Without a column for a field new vehicles need, rows for vehicles in Lotwise still import.
      checkNeedsRequired: false,
    }),
    [t, canSeeCost],
  );
  const state = useCsvImport<ImportField, RawImportRow, ImportOutcome>(kind);
  const { check, progress, importRows } = useVehicleImport(state.prepared, acceptMismatch);

  // The VIN has its own message: without it nothing can be imported at all.
  const unmappedForNew = state.unmapped.filter((field) => field !== 'vin');
  return (
    <CsvImportDialog
      state={state}
      idPrefix="import"
      button={t('inventory.import.button')}
      title={t('inventory.import.title')}
      intro={t('inventory.import.intro')}
      mappingAlerts={
        <>
          {state.mapping.vin === undefined && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t('inventory.import.needsVin')}
            </Alert>
          )}
          {unmappedForNew.length > 0 && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {t('inventory.import.unmappedRequired', {
                count: unmappedForNew.length,
                fields: unmappedForNew.map((field) => t(`inventory.field.${field}`)).join(', '),
              })}
            </Alert>
          )}
        </>
      }
      afterPreview={
        <FormControlLabel
          sx={{ mt: 1 }}
          control={<Checkbox checked={acceptMismatch} onChange={(event) => setAcceptMismatch(event.target.checked)} />}
          label={t('inventory.import.acceptMismatch')}
        />
      }
      previewFields={PREVIEW_FIELDS}
      previewRows={5}
      listRejectedInPreview={false}
      check={check}
      progress={progress}
      importRows={importRows}
      resultText={(outcome) =>
        t('inventory.import.result', {
          created: outcome.created,
          updated: outcome.updated,
          unchanged: outcome.unchanged,
          rejected: outcome.rejected.length,
        })
      }
      onImported={refresh}
      onClosed={() => setAcceptMismatch(false)}
    />
  );
}
