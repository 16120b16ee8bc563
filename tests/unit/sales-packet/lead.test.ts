import { describe, expect, it } from 'vitest';
import { checkPacketLead } from '../../../src/shared/sales-packet/lead';
import { packetTextMessage } from '../../../src/shared/sales-packet/packet';

const GOOD = { name: 'Dana Whitfield', email: 'dana@example.com', phone: '', message: 'Still available?' };

describe('the shopper’s "Check availability" form', () => {
  it.each([
    [GOOD, null],
    [{ ...GOOD, email: '', phone: '512-555-0161' }, null],
    [{ name: 'Dana', phone: '512 555 0161', message: 'Hi' }, null],
    [{ ...GOOD, name: '  ' }, 'name'],
    [{ ...GOOD, email: '', phone: '' }, 'email'],
    [{ ...GOOD, email: 'dana@' }, 'email'],
    [{ ...GOOD, email: '', phone: '555' }, 'phone'],
    [{ ...GOOD, message: '' }, 'message'],
    [{ ...GOOD, message: 'x'.repeat(4001) }, 'message'],
    [{ ...GOOD, name: 'Dana\nWhitfield' }, 'name'],
    ['Dana', '(body)'],
  ] as const)('%j → refused on %s', (body, field) => {
    const checked = checkPacketLead(body);
    if (field === null) expect(checked.ok).toBe(true);
    else expect(checked.ok ? [] : checked.issues.map((issue) => issue.path)).toContain(field);
  });

  it('trims what it keeps and keeps line breaks in the message', () => {
    expect(checkPacketLead({ ...GOOD, name: ' Dana ', message: 'Line one\nLine two' })).toEqual({
      ok: true,
      lead: { ...GOOD, name: 'Dana', message: 'Line one\nLine two' },
    });
  });
});

describe('the text message a salesperson copies', () => {
  it('names the car, the link and the dealer', () => {
    expect(
      packetTextMessage({ year: 2021, make: 'Honda', model: 'CR-V' }, 'https://lotwise.test/packet/abc', 'Demo Motors'),
    ).toBe('Hi, here is the 2021 Honda CR-V we talked about: https://lotwise.test/packet/abc — Demo Motors');
  });
});
