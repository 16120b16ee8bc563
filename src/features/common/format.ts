import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Dates, times, money and numbers in the reader's language; '—' for nothing. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language || 'en';
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    // Calendar dates are shown as the dates they are (UTC), whatever the reader's time zone.
    const calendarDate = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    const usd = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const usdCents = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });
    const usdCompact = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    const number = new Intl.NumberFormat(language);
    const compact = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
    const decimal = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    return {
      /** A moment's date in the reader's time zone. */
      date: (iso: string | null | undefined) => (iso ? date.format(new Date(iso)) : '—'),
      /** A calendar date ("2026-03-01" or a timestamp's date part), never shifted by a time zone. */
      calendarDate: (iso: string | null | undefined) =>
        iso ? calendarDate.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)) : '—',
      dateTime: (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '—'),
      /** Whole dollars. */
      usd: (amount: number) => usd.format(amount),
      /** An amount in cents, with the cents only when there are some. */
      money: (cents: number | null | undefined) =>
        cents == null ? '—' : cents % 100 === 0 ? usd.format(cents / 100) : usdCents.format(cents / 100),
      /** An amount in cents as whole dollars, rounded (figures a manager reads, such as an appraisal's). */
      dollars: (cents: number | null | undefined) => (cents == null ? '—' : usd.format(Math.round(cents / 100))),
      /** Whole dollars, short ("$18K"), for chart axes. */
      usdCompact: (amount: number) => usdCompact.format(amount),
      /** A number, short ("40K"), for chart axes. */
      compact: (value: number) => compact.format(value),
      number: (value: number | null | undefined) => (value == null ? '—' : number.format(value)),
      decimal: (value: number | null | undefined) => (value == null ? '—' : decimal.format(value)),
    };
  }, [language]);
}

/** "Jane Doe", or the email when the name is empty. */
export function personName(person: { firstName: string; lastName: string; email?: string } | null | undefined): string {
  if (!person) return '—';
  const name = `${person.firstName} ${person.lastName}`.trim();
  return name || person.email || '—';
}
