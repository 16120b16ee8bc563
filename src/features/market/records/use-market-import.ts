import { useMutation } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { ImportMarketRecordsDocument } from '../../../../graphql/generated/operations/ImportMarketRecords';
import { ImportWholesaleBookDocument } from '../../../../graphql/generated/operations/ImportWholesaleBook';
import type { MarketImportRow, WholesaleBookRow } from '../../../../graphql/generated/types';
import type { CsvImportProgress } from '../../../base/use-csv-import';
import type { CsvRejection, MappedRow } from '../../../shared/csv/read';
import { useGraphRowCheck } from '../../common/use-graph-row-check';
import { inParts, type ImportKind } from './import-kinds';

export type MarketImportOutcome = { stored: number; rejected: CsvRejection[] };
type Prepared = { rows: MappedRow<string>[]; rejected: CsvRejection[] };
type Question = { prepared: Prepared | null; asOf: string };

/**
 * Sends mapped rows to `importMarketRecords` or `importWholesaleBook` in parts of at most 1,000
 * and adds up the answers. Each change of mapping or date first has the graph check every row
 * (`preview`, nothing stored; only the answer to the last question counts): the check's
 * rejections are the server's own reasons, so the import that follows sends only the rows it
 * called ready.
 */
export function useMarketImport(kind: ImportKind, prepared: Prepared | null, asOf: string) {
  const [importRecords] = useMutation(ImportMarketRecordsDocument);
  const [importBook] = useMutation(ImportWholesaleBookDocument);
  const [progress, setProgress] = useState<CsvImportProgress | null>(null);

  const send = useCallback(
    async (rows: MappedRow<string>[], options: { preview: boolean; asOf: string }) => {
      if (kind === 'records') {
        const { data } = await importRecords({
          variables: { input: { rows: rows as MarketImportRow[], preview: options.preview } },
        });
        return data!.importMarketRecords;
      }
      const { data } = await importBook({
        variables: {
          input: { rows: rows as WholesaleBookRow[], preview: options.preview, asOf: options.asOf || null },
        },
      });
      return data!.importWholesaleBook;
    },
    [kind, importRecords, importBook],
  );

  const run = useCallback(
    async (
      rows: MappedRow<string>[],
      options: { preview: boolean; asOf: string; notSent: CsvRejection[] },
    ): Promise<MarketImportOutcome> => {
      const outcome: MarketImportOutcome = { stored: 0, rejected: [...options.notSent] };
      setProgress({ done: 0, total: rows.length, checking: options.preview });
      try {
        for (const part of inParts(rows)) {
          const answer = await send(part, options);
          outcome.stored += answer.stored;
          outcome.rejected.push(...answer.rejected.map(({ line, reason }) => ({ line, reason })));
          setProgress((current) => current && { ...current, done: current.done + part.length });
        }
      } finally {
        setProgress(null);
      }
      outcome.rejected.sort((a, b) => a.line - b.line);
      return outcome;
    },
    [send],
  );

  const question = useMemo((): Question => ({ prepared, asOf }), [prepared, asOf]);
  const ask = useCallback(
    (settled: Question) =>
      run(settled.prepared!.rows, { preview: true, asOf: settled.asOf, notSent: settled.prepared!.rejected }),
    [run],
  );
  const check = useGraphRowCheck(question, ask);
  const importRows = useCallback(
    (rows: MappedRow<string>[], notSent: CsvRejection[]) => run(rows, { preview: false, asOf, notSent }),
    [run, asOf],
  );
  return { check, progress, importRows };
}
