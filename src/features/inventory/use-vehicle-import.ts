import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { ImportVehiclesDocument, type VehicleImportRow } from '../../../graphql/generated/client/graphql';
import { importBatches } from '../../shared/inventory/csv';
import type { ImportRejection, RawImportRow } from '../../shared/inventory/import-row';

export type ImportOutcome = { created: number; updated: number; unchanged: number; rejected: ImportRejection[] };

/**
 * Sends mapped rows to `importVehicles` part by part and adds up what happened. Rows not sent
 * (bad field counts, repeated VINs, rows the preview found not ready) are reported with the server's.
 */
export function useVehicleImport() {
  const [mutate] = useMutation(ImportVehiclesDocument);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const run = useCallback(
    async (
      rows: RawImportRow[],
      options: { acceptCheckDigitMismatch: boolean; notSent: ImportRejection[] },
    ): Promise<ImportOutcome> => {
      const outcome: ImportOutcome = { created: 0, updated: 0, unchanged: 0, rejected: [...options.notSent] };
      setProgress({ done: 0, total: rows.length });
      try {
        for (const batch of importBatches(rows)) {
          const { data } = await mutate({
            variables: {
              input: { rows: batch as VehicleImportRow[], acceptCheckDigitMismatch: options.acceptCheckDigitMismatch },
            },
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
    [mutate],
  );
  return { run, progress };
}
