/** Cents from what a person typed in a money field ("24,995", "$24,995.50"); null when it is not an amount. */
export function centsFromInput(text: string): number | null {
  const cleaned = text.replace(/[$\s,]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

/** A money field's text for an amount in cents ("24995" or "24995.50"). */
export function inputFromCents(cents: number | null | undefined): string {
  if (cents == null) return '';
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
