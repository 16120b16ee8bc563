import { useEffect, useMemo, useState } from 'react';
import type { CsvRowCheck } from '../../base/use-csv-import';
import type { CsvRejection } from '../../shared/csv/read';
import { useDebouncedValue } from './use-debounced-value';

type Answer<Q> = { question: Q } & ({ rejected: CsvRejection[] } | { error: unknown });

/**
 * The graph's check of a CSV import wizard's rows (a `preview` call: nothing stored), asked again
 * once the question (the rows under the mapping, with any choice of the kind) has stopped changing
 * for 400 ms; only the answer to the last question counts, so the check's rejections are the
 * server's own reasons for the rows as they stand. `question` keeps its identity while it does not
 * change (memoised); without rows (`prepared` null) the check is idle.
 */
export function useGraphRowCheck<Q extends { prepared: object | null }>(
  question: Q,
  ask: (question: Q) => Promise<{ rejected: CsvRejection[] }>,
): CsvRowCheck {
  const settled = useDebouncedValue(question, 400);
  const [answer, setAnswer] = useState<Answer<Q> | null>(null);
  useEffect(() => {
    if (!settled.prepared) return;
    ask(settled).then(
      (outcome) => setAnswer({ question: settled, rejected: outcome.rejected }),
      (error: unknown) => setAnswer({ question: settled, error }),
    );
  }, [settled, ask]);
  return useMemo((): CsvRowCheck => {
    if (!question.prepared) return { state: 'idle' };
    if (answer?.question !== question) return { state: 'checking' };
    return 'rejected' in answer
      ? { state: 'done', rejected: answer.rejected }
      : { state: 'error', error: answer.error };
  }, [question, answer]);
}
