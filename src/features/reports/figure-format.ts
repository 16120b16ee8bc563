import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../common/format';

/** How a figure reads: the unit of its graph field (`…Cents`, `…Days`, `…Hours`, `…Share`, per day, turns, a count). */
export type FigureKind = 'count' | 'money' | 'days' | 'hours' | 'share' | 'perDay' | 'turns' | 'percent';

/** Which way of a change is good news for a figure; null when neither is (stock, spend). */
export type Better = 'up' | 'down' | null;

export type ChangeTone = 'better' | 'worse' | 'same' | 'neutral';

/** The reading of a change: better, worse, the same, or neither (a figure with no good direction). */
export function changeTone(change: number | null | undefined, better: Better): ChangeTone | null {
  if (change == null) return null;
  if (Math.abs(change) < 1e-9) return 'same';
  if (!better) return 'neutral';
  return change > 0 === (better === 'up') ? 'better' : 'worse';
}

/** Figures and changes in the reader's language: '—' for a null. */
export function useFigureFormat() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  return useMemo(() => {
    const twoDecimals = new Intl.NumberFormat(i18n.language || 'en', { maximumFractionDigits: 2 });
    const value = (kind: FigureKind, amount: number | null | undefined): string => {
      if (amount == null) return '—';
      switch (kind) {
        case 'count':
          return format.number(Math.round(amount));
        case 'money':
          return format.money(Math.round(amount));
        case 'days':
          return t('reports.unit.days', { value: format.decimal(amount) });
        case 'hours':
          return t('reports.unit.hours', { value: format.decimal(amount) });
        case 'share':
          return t('reports.unit.percent', { value: format.decimal(amount * 100) });
        case 'percent':
          return t('reports.unit.percent', { value: format.decimal(amount) });
        case 'perDay':
          return twoDecimals.format(amount);
        case 'turns':
          return t('reports.unit.turns', { value: format.decimal(amount) });
      }
    };
    /** A change with its sign; a share's change in percentage points. */
    const change = (kind: FigureKind, amount: number): string => {
      const sign = amount > 0 ? '+' : amount < 0 ? '−' : '';
      const size = Math.abs(amount);
      if (kind === 'share') return `${sign}${t('reports.unit.points', { value: format.decimal(size * 100) })}`;
      return `${sign}${value(kind, size)}`;
    };
    return { value, change };
  }, [t, i18n.language, format]);
}
