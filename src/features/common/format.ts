import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Dates, times and money in the reader's language; '—' for nothing. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language || 'en';
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    const usd = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    return {
      date: (iso: string | null | undefined) => (iso ? date.format(new Date(iso)) : '—'),
      dateTime: (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '—'),
      usd: (amount: number) => usd.format(amount),
    };
  }, [language]);
}

/** "Jane Doe", or the email when the name is empty. */
export function personName(person: { firstName: string; lastName: string; email?: string } | null | undefined): string {
  if (!person) return '—';
  const name = `${person.firstName} ${person.lastName}`.trim();
  return name || person.email || '—';
}
