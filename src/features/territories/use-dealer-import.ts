import { useMutation } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { ImportDealersDocument } from '../../../graphql/generated/operations/ImportDealers';
import type { CsvImportProgress } from '../../base/use-csv-import';
import { DEALER_CSV_COLUMNS, precheckDealerRows, type DealerCsvRow } from '../../shared/agent/dealer-csv';
import { fixedColumnCsv } from '../../shared/csv/fixed-columns';
import type { CsvRejection } from '../../shared/csv/read';
import { useGraphRowCheck } from '../common/use-graph-row-check';

export type DealerImportOutcome = { created: number; updated: number; rejected: CsvRejection[] };
type Prepared = { rows: DealerCsvRow[]; rejected: CsvRejection[] };
type Question = { prepared: Prepared | null };

/**
 * Sends a dealer file's mapped rows to `importDealers` as the CSV the graph reads (Lotwise's own
 * column names, src/shared/csv/fixed-columns.ts), the lines it names turned back into the lines of
 * the person's file. Each change of mapping first has the graph check the rows (`preview`, nothing
 * stored: territories, agents and the dealers already there are the server's to know), so the
 * import that follows sends only the rows the check called ready, and the graph checks them again.
 */
export function useDealerImport(prepared: Prepared | null) {
  const [importDealers] = useMutation(ImportDealersDocument);
  const [progress, setProgress] = useState<CsvImportProgress | null>(null);

  const run = useCallback(
    async (rows: DealerCsvRow[], preview: boolean, notSent: CsvRejection[]): Promise<DealerImportOutcome> => {
      const sent = precheckDealerRows(rows);
      const outcome: DealerImportOutcome = { created: 0, updated: 0, rejected: [...notSent, ...sent.rejected] };
      if (sent.rows.length > 0) {
        const { csv, lineOf } = fixedColumnCsv(DEALER_CSV_COLUMNS, sent.rows);
        if (!preview) setProgress({ done: 0, total: sent.rows.length, checking: false });
        try {
          const { data } = await importDealers({ variables: { csv, preview } });
          const answer = data!.importDealers;
          outcome.created = answer.created;
          outcome.updated = answer.updated;
          outcome.rejected.push(...answer.rejected.map(({ line, reason }) => ({ line: lineOf(line), reason })));
        } finally {
          setProgress(null);
        }
      }
      outcome.rejected.sort((a, b) => a.line - b.line);
      return outcome;
    },
    [importDealers],
  );

  const question = useMemo((): Question => ({ prepared }), [prepared]);
  const ask = useCallback((settled: Question) => run(settled.prepared!.rows, true, settled.prepared!.rejected), [run]);
  const check = useGraphRowCheck(question, ask);
  const importRows = useCallback((rows: DealerCsvRow[], notSent: CsvRejection[]) => run(rows, false, notSent), [run]);
  return { check, progress, importRows };
}
