import { useMutation } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { ImportVehiclesDocument } from '../../../graphql/generated/operations/ImportVehicles';
import type { VehicleImportRow } from '../../../graphql/generated/types';
import type { CsvImportProgress, CsvRowCheck } from '../../base/use-csv-import';
import { importBatches } from '../../shared/inventory/csv';
import {
  planImportRow,
  readImportRow,
  type ImportRejection,
  type RawImportRow,
} from '../../shared/inventory/import-row';
import { useVinsInInventory } from './use-vins-in-inventory';

export type ImportOutcome = { created: number; updated: number; unchanged: number; rejected: ImportRejection[] };

/**
 * Checks mapped rows as the import will (`planImportRow`), asking the graph which VINs are in
 * inventory already, so "ready" means the import will take the row; then sends the ready rows to
 * `importVehicles` part by part and adds up what happened. Rows not sent (bad field counts,
 * repeated VINs, rows the check found not ready) are reported with the server's.
 */
export function useVehicleImport(
  prepared: { rows: RawImportRow[]; rejected: ImportRejection[] } | null,
  acceptCheckDigitMismatch: boolean,
) {
  const [mutate] = useMutation(ImportVehiclesDocument);
  const [progress, setProgress] = useState<CsvImportProgress | null>(null);

  const read = useMemo(
    () => prepared?.rows.map((row) => readImportRow(row, { acceptCheckDigitMismatch })) ?? [],
    [prepared, acceptCheckDigitMismatch],
  );
  // Only rows a new vehicle could not be made of depend on whether their VIN is in inventory.
  const updateOnly = useMemo(
    () => read.flatMap((row) => (row.ok && !planImportRow(row, { inInventory: false }).ok ? [row.vin] : [])),
    [read],
  );
  const inInventory = useVinsInInventory(updateOnly);
  const check = useMemo((): CsvRowCheck => {
    if (!prepared) return { state: 'idle' };
    if (inInventory.state === 'error') return { state: 'error', error: inInventory.error };
    if (inInventory.state !== 'done') return { state: 'checking' };
    const notReady = read.flatMap((row): ImportRejection[] => {
      const plan = planImportRow(row, { inInventory: row.ok && inInventory.vins.has(row.vin) });
      return plan.ok ? [] : [{ line: plan.line, reason: plan.reason }];
    });
    return { state: 'done', rejected: [...prepared.rejected, ...notReady].sort((a, b) => a.line - b.line) };
  }, [prepared, read, inInventory]);

  const importRows = useCallback(
    async (rows: RawImportRow[], notSent: ImportRejection[]): Promise<ImportOutcome> => {
      const outcome: ImportOutcome = { created: 0, updated: 0, unchanged: 0, rejected: [...notSent] };
      setProgress({ done: 0, total: rows.length, checking: false });
      try {
        for (const batch of importBatches(rows)) {
          const { data } = await mutate({
            variables: { input: { rows: batch as VehicleImportRow[], acceptCheckDigitMismatch } },
          });
          const result = data!.importVehicles;
          outcome.created += result.created;
          outcome.updated += result.updated;
          outcome.unchanged += result.unchanged;
          outcome.rejected.push(...result.rejected);
          setProgress((current) => current && { ...current, done: current.done + batch.length });
        }
      } finally {
        setProgress(null);
      }
      outcome.rejected.sort((a, b) => a.line - b.line);
      return outcome;
    },
    [mutate, acceptCheckDigitMismatch],
  );
  return { check, progress, importRows };
}
