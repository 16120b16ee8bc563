// Input limits of appraisals: one place for the services and the screens.

export const APPRAISAL_LIMITS = {
  maxMileage: 999_999,
  maxReconLines: 60,
  maxReconLineDescription: 120,
  maxReconLineCents: 5_000_000,
  maxOptions: 30,
  maxOptionLength: 60,
  minReasonLength: 3,
  maxReasonLength: 500,
  maxTextLength: 120,
  maxNotesLength: 2_000,
  maxOfferCents: 100_000_000,
} as const;

export type AppraisalReconLine = { description: string; amountCents: number };

const count = (value: number) => value.toLocaleString('en-US');

export function mileageProblem(mileage: number): string | null {
  return Number.isInteger(mileage) && mileage >= 0 && mileage <= APPRAISAL_LIMITS.maxMileage
    ? null
    : `Mileage must be a whole number of miles from 0 to ${count(APPRAISAL_LIMITS.maxMileage)}.`;
}

/** The options trimmed, or a problem: at most 30, each 1–60 characters. */
export function checkOptions(
  options: readonly string[],
): { ok: true; value: string[] } | { ok: false; message: string } {
  if (options.length > APPRAISAL_LIMITS.maxOptions)
    return { ok: false, message: `An appraisal lists at most ${APPRAISAL_LIMITS.maxOptions} options.` };
  const value = options.map((option) => option.trim());
  if (value.some((option) => option.length === 0 || option.length > APPRAISAL_LIMITS.maxOptionLength)) {
    return { ok: false, message: `Each option must be 1 to ${APPRAISAL_LIMITS.maxOptionLength} characters.` };
  }
  return { ok: true, value };
}

/** The lines trimmed, or the first problem (naming the line by its position, from 1). */
export function checkReconLines(
  lines: readonly AppraisalReconLine[],
): { ok: true; value: AppraisalReconLine[] } | { ok: false; message: string } {
  if (lines.length > APPRAISAL_LIMITS.maxReconLines)
    return { ok: false, message: `A recon estimate has at most ${APPRAISAL_LIMITS.maxReconLines} lines.` };
  const value: AppraisalReconLine[] = [];
  for (const [index, line] of lines.entries()) {
    const description = line.description.trim();
    if (description.length === 0 || description.length > APPRAISAL_LIMITS.maxReconLineDescription) {
      return {
        ok: false,
        message: `Line ${index + 1}: the description must be 1 to ${APPRAISAL_LIMITS.maxReconLineDescription} characters.`,
      };
    }
    if (
      !Number.isInteger(line.amountCents) ||
      line.amountCents < 0 ||
      line.amountCents > APPRAISAL_LIMITS.maxReconLineCents
    ) {
      return {
        ok: false,
        message: `Line ${index + 1}: the amount must be a whole number of cents from 0 to ${count(APPRAISAL_LIMITS.maxReconLineCents)}.`,
      };
    }
    value.push({ description, amountCents: line.amountCents });
  }
  return { ok: true, value };
}

/** A reason (override) or null when it is 3–500 characters once trimmed. */
export function reasonProblem(reason: string | null | undefined, what = 'The reason'): string | null {
  const length = reason?.trim().length ?? 0;
  return length >= APPRAISAL_LIMITS.minReasonLength && length <= APPRAISAL_LIMITS.maxReasonLength
    ? null
    : `${what} must be ${APPRAISAL_LIMITS.minReasonLength} to ${APPRAISAL_LIMITS.maxReasonLength} characters.`;
}

/** An amount of money an appraiser offers or pays: whole cents from 0 to $1,000,000. */
export function offerAmountProblem(cents: number, what: string): string | null {
  return Number.isInteger(cents) && cents >= 0 && cents <= APPRAISAL_LIMITS.maxOfferCents
    ? null
    : `${what} must be a whole number of cents from 0 to ${count(APPRAISAL_LIMITS.maxOfferCents)}.`;
}
