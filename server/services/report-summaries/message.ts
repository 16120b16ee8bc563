import { SUMMARY_FIGURES, type SummaryFigure, type SummaryFigures } from './figures';

export type SummaryMessage = { subject: string; text: string; html: string };

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

function formatValue(figure: SummaryFigure, value: number | null, signed = false): string {
  if (figure.withheld) return 'withheld';
  if (value === null) return '—';
  const sign = signed && value > 0 ? '+' : '';
  switch (SUMMARY_FIGURES[figure.key].unit) {
    case 'cents':
      return sign + money.format(value / 100);
    case 'days':
      return `${sign}${number.format(value)} days`;
    case 'share':
      return signed ? `${sign}${number.format(value * 100)} pts` : percent.format(value);
    default:
      return sign + number.format(value);
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const rangeText = ({ from, to }: { from: string; to: string }) =>
  `${day.format(new Date(`${from}T00:00:00Z`))} – ${day.format(new Date(`${to}T00:00:00Z`))}`;

/** The weekly summary for one recipient: plain text, and the same as a simple HTML table. */
export function composeSummary(options: {
  organizationName: string;
  summary: SummaryFigures;
  reportsUrl: string;
}): SummaryMessage {
  const { organizationName, summary, reportsUrl } = options;
  const rows = summary.figures.map((figure) => ({
    label: SUMMARY_FIGURES[figure.key].label,
    current: formatValue(figure, figure.current),
    previous: formatValue(figure, figure.previous),
    change: formatValue(figure, figure.change, true),
  }));
  const heading = `${organizationName}: the week of ${rangeText(summary.range)}, against ${rangeText(summary.previousRange)}`;
  const text = [
    heading,
    '',
    ...(rows.length
      ? rows.map((row) => `${row.label}: ${row.current} (before: ${row.previous}; change: ${row.change})`)
      : ['None of the figures of this summary are open to you; ask your organization’s owner for access.']),
    '',
    `The reports, with every formula: ${reportsUrl}`,
  ].join('\n');
  const cells = (values: string[], tag: 'td' | 'th') =>
    values.map((value) => `<${tag} style="padding:4px 12px;text-align:left">${escapeHtml(value)}</${tag}>`).join('');
  const html = [
    `<p>${escapeHtml(heading)}</p>`,
    rows.length
      ? `<table><thead><tr>${cells(['Figure', 'This week', 'Week before', 'Change'], 'th')}</tr></thead><tbody>${rows
          .map((row) => `<tr>${cells([row.label, row.current, row.previous, row.change], 'td')}</tr>`)
          .join('')}</tbody></table>`
      : '<p>None of the figures of this summary are open to you; ask your organization’s owner for access.</p>',
    `<p><a href="${escapeHtml(reportsUrl)}">Open the reports</a> (every formula is published there).</p>`,
  ].join('\n');
  return { subject: `${organizationName} — weekly summary, ${rangeText(summary.range)}`, text, html };
}
