import { describe, expect, it } from 'vitest';
import { compactDiff, compactJson } from '../../../src/features/audit/json-diff';

describe("compactDiff (the audit log's before → after)", () => {
  it.each([
    ['equal objects give no line', { a: 1 }, { a: 1 }, []],
    ['null and nothing are the same', null, undefined, []],
    [
      'a changed key is one line',
      { role: 'VIEWER', type: 'user' },
      { role: 'EDITOR', type: 'user' },
      [{ path: 'role', before: '"VIEWER"', after: '"EDITOR"' }],
    ],
    [
      'a created record lists its values',
      null,
      { name: 'North lot' },
      [{ path: 'name', before: '—', after: '"North lot"' }],
    ],
    ['a removed key shows nothing after', { email: 'a@b.c' }, null, [{ path: 'email', before: '"a@b.c"', after: '—' }]],
    [
      'nested objects use dotted paths',
      { settings: { hide: false } },
      { settings: { hide: true } },
      [{ path: 'settings.hide', before: 'false', after: 'true' }],
    ],
    [
      'lists compare whole',
      { flags: ['a'] },
      { flags: ['a', 'b'] },
      [{ path: 'flags', before: '["a"]', after: '["a","b"]' }],
    ],
    ['scalars are one line without a path', 'x', 'y', [{ path: '', before: '"x"', after: '"y"' }]],
  ])('%s', (_name, before, after, expected) => {
    expect(compactDiff(before, after)).toEqual(expected);
  });

  it('cuts long values at 80 characters', () => {
    const text = compactJson('x'.repeat(200));
    expect(text).toHaveLength(80);
    expect(text.endsWith('…')).toBe(true);
  });
});
