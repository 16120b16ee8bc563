import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CSV_LIMITS, parseCsv, type CsvRejection, type Mapping, type ParsedCsv } from '../shared/csv/read';

/** One field a kind of file imports: its label, and whether every row (or every new record) needs it. */
export type CsvImportField<F extends string> = {
  name: F;
  label: string;
  /** Marked * and flagged while no column feeds it. */
  required?: boolean;
  /** Shown under a required field while no column feeds it. */
  unmappedHint?: string;
  monospace?: boolean;
};

/** A row as the kind reads it under a mapping: the field texts with the row's line. */
export type CsvImportRow<F extends string> = { line: number } & Partial<Record<F, string | number | null>>;

/** What one kind of file needs from the wizard: its fields, how headers suggest a mapping, how rows are read. */
export type CsvImportKind<F extends string, Row extends CsvImportRow<F>> = {
  /** The i18n namespace of the kind's texts (`<texts>.choose`, `<texts>.previewTitle`, …). */
  texts: string;
  fields: readonly CsvImportField<F>[];
  detect: (headers: string[]) => Mapping<F>;
  prepare: (csv: ParsedCsv, mapping: Mapping<F>) => { rows: Row[]; rejected: CsvRejection[] };
  /** Whether a required field without a column stops the check: every row would be refused. */
  checkNeedsRequired: boolean;
  /** A smaller file than the reader's limits (`<texts>.tooLarge`, `<texts>.tooManyRows`). */
  limits?: { maxBytes: number; maxRows: number };
};

/** Where the rows stand: checking (by the kind's rules or the graph's preview), checked, or the check failed. */
export type CsvRowCheck =
  { state: 'idle' | 'checking' } | { state: 'done'; rejected: CsvRejection[] } | { state: 'error'; error: unknown };

/** Rows sent so far; `checking` while the graph only checks them. */
export type CsvImportProgress = { done: number; total: number; checking: boolean };

export type CsvImportStep<Outcome> =
  | { name: 'pick'; error?: string }
  | { name: 'map'; fileName: string; csv: ParsedCsv }
  | { name: 'done'; outcome: Outcome };

/**
 * The wizard's state: choose a file, map its columns (as guessed, changeable), then the outcome.
 * `prepared` holds the rows under the mapping while the map step shows them, or null (no file
 * yet, or a required column missing where the check needs it).
 */
export function useCsvImport<F extends string, Row extends CsvImportRow<F>, Outcome>(kind: CsvImportKind<F, Row>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<CsvImportStep<Outcome>>({ name: 'pick' });
  const [mapping, setMapping] = useState<Mapping<F>>({});
  const { detect, prepare, fields, checkNeedsRequired, texts, limits } = kind;

  const unmapped = useMemo(
    () => fields.filter((field) => field.required && mapping[field.name] === undefined).map((field) => field.name),
    [fields, mapping],
  );
  const prepared = useMemo(
    () => (step.name === 'map' && !(checkNeedsRequired && unmapped.length > 0) ? prepare(step.csv, mapping) : null),
    [step, mapping, prepare, checkNeedsRequired, unmapped],
  );

  const pick = useCallback(
    async (file: File | undefined) => {
      if (!file) return;
      if (file.size > (limits?.maxBytes ?? CSV_LIMITS.maxBytes))
        return setStep({ name: 'pick', error: t(`${texts}.tooLarge`) });
      const parsed = parseCsv(await file.text());
      if (!parsed.ok) return setStep({ name: 'pick', error: parsed.reason });
      const lines = parsed.csv.rows.length + parsed.csv.rejected.length;
      if (limits && lines > limits.maxRows)
        return setStep({ name: 'pick', error: t(`${texts}.tooManyRows`, { count: lines, max: limits.maxRows }) });
      setMapping(detect(parsed.csv.headers));
      setStep({ name: 'map', fileName: file.name, csv: parsed.csv });
    },
    [detect, t, texts, limits],
  );

  const close = useCallback(() => {
    setOpen(false);
    setStep({ name: 'pick' });
  }, []);

  return {
    kind,
    open,
    show: () => setOpen(true),
    close,
    step,
    pick,
    chooseAnother: () => setStep({ name: 'pick' }),
    finish: (outcome: Outcome) => setStep({ name: 'done', outcome }),
    mapping,
    setMapping,
    unmapped,
    prepared,
  };
}

export type CsvImportState<F extends string, Row extends CsvImportRow<F>, Outcome> = ReturnType<
  typeof useCsvImport<F, Row, Outcome>
>;
