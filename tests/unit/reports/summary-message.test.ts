import { describe, expect, it } from 'vitest';
import { composeSummary } from '../../../server/services/report-summaries/message';

const range = { from: '2026-11-16', to: '2026-11-22', days: 7 };
const previousRange = { from: '2026-11-09', to: '2026-11-15', days: 7 };
const compose = (figures: Parameters<typeof composeSummary>[0]['summary']['figures']) =>
  composeSummary({
    organizationName: 'Demo <Motors>',
    summary: { range, previousRange, figures },
    reportsUrl: 'https://lotwise.test/reports',
  });

describe('composeSummary', () => {
  it('writes each figure in its unit beside the week before and the change', () => {
    const message = compose([
      { key: 'retailUnits', current: 12, previous: 9, change: 3 },
      { key: 'frontEndGrossCents', current: 2_450_000, previous: 2_600_000, change: -150_000 },
      { key: 'daysSupply', current: 41.25, previous: null, change: null },
      { key: 'lookToBookShare', current: 0.4, previous: 0.35, change: 0.05 },
    ]);
    expect(message.subject).toBe('Demo <Motors> — weekly summary, Nov 16, 2026 – Nov 22, 2026');
    expect(message.text.split('\n')).toEqual([
      'Demo <Motors>: the week of Nov 16, 2026 – Nov 22, 2026, against Nov 9, 2026 – Nov 15, 2026',
      '',
      'Units sold (retail): 12 (before: 9; change: +3)',
      'Front-end gross: $24,500 (before: $26,000; change: -$1,500)',
      'Days supply: 41.3 days (before: —; change: —)',
      'Look-to-book: 40% (before: 35%; change: +5 pts)',
      '',
      'The reports, with every formula: https://lotwise.test/reports',
    ]);
    expect(message.html).toContain('<p>Demo &#60;Motors&#62;: the week of');
    expect(message.html).toContain('<a href="https://lotwise.test/reports">');
  });

  it('says "withheld" for gross built on a cost the recipient may not see', () => {
    expect(
      compose([{ key: 'frontEndGrossCents', current: null, previous: null, change: null, withheld: true }]).text,
    ).toContain('Front-end gross: withheld (before: withheld; change: withheld)');
  });

  it('says so when no figure is open to the recipient', () => {
    expect(compose([]).text).toContain(
      'None of the figures of this summary are open to you; ask your organization’s owner for access.',
    );
  });
});
