import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Money (USD from cents), numbers and dates in the reader's language. */
export function useInventoryFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language || 'en';
  return useMemo(() => {
    const usd = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const usdCents = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });
    const number = new Intl.NumberFormat(language);
    const decimal = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    // Calendar dates are shown as the dates they are (UTC), whatever the reader's time zone.
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      money: (cents: number | null | undefined) =>
        cents == null ? '—' : cents % 100 === 0 ? usd.format(cents / 100) : usdCents.format(cents / 100),
      number: (value: number | null | undefined) => (value == null ? '—' : number.format(value)),
      decimal: (value: number | null | undefined) => (value == null ? '—' : decimal.format(value)),
      date: (iso: string | null | undefined) => (iso ? date.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)) : '—'),
      dateTime: (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '—'),
    };
  }, [language]);
}

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
