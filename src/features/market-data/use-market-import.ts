import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import {
  ImportMarketRecordsDocument,
  ImportWholesaleBookDocument,
  type MarketImportRow,
  type WholesaleBookRow,
} from '../../../graphql/generated/client/graphql';
import type { ImportRejection } from '../../shared/inventory/import-row';
import { inParts, type ImportKind } from './import-kinds';

export type MappedRow = { line: number } & Record<string, string | number | undefined>;
export type MarketImportOutcome = { stored: number; rejected: ImportRejection[] };
export type Progress = { done: number; total: number; preview: boolean };

/**
 * Sends mapped rows to `importMarketRecords` or `importWholesaleBook` in parts of at most 1,000
 * and adds up the answers. With `preview` the graph checks the rows and stores nothing: the
 * preview's rejections are the server's own reasons, so the import that follows sends only
 * the rows it called ready.
 */
export function useMarketImport(kind: ImportKind) {
  const [importRecords] = useMutation(ImportMarketRecordsDocument);
  const [importBook] = useMutation(ImportWholesaleBookDocument);
  const [progress, setProgress] = useState<Progress | null>(null);

  const send = useCallback(
    async (rows: MappedRow[], options: { preview: boolean; asOf?: string }) => {
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
      rows: MappedRow[],
      options: { preview: boolean; asOf?: string; notSent: ImportRejection[] },
    ): Promise<MarketImportOutcome> => {
      const outcome: MarketImportOutcome = { stored: 0, rejected: [...options.notSent] };
      setProgress({ done: 0, total: rows.length, preview: options.preview });
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
  return { run, progress };
}
