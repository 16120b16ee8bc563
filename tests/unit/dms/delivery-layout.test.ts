import { describe, expect, it } from 'vitest';
import { deliveryFormatOf, jsonAsCsv, readDelivery } from '../../../server/services/dms/deliveries';

const VIN = '1HGCV1F30LA000001';

describe('the delivery layouts', () => {
  it('reads the media type: JSON, or CSV as text/csv, text/plain or application/csv', () => {
    expect(deliveryFormatOf('application/json; charset=utf-8')).toBe('json');
    expect(deliveryFormatOf('text/csv')).toBe('csv');
    expect(deliveryFormatOf('Text/Plain')).toBe('csv');
    expect(deliveryFormatOf('application/csv')).toBe('csv');
    expect(() => deliveryFormatOf('application/xml')).toThrow(/text\/csv or application\/json/);
    expect(() => deliveryFormatOf(undefined)).toThrow();
  });

  it("reads CSV headers through the importer's DMS synonyms, keeping each line number", () => {
    const csv = `VIN,Stock No,Model Year,Internet Price\r\n${VIN},A1,2020,"$23,995"\r\nshort,row\r\n`;
    const { rows, rejected } = readDelivery('csv', Buffer.from(csv));
    expect(rows).toEqual([{ line: 2, vin: VIN, stockNumber: 'A1', year: '2020', listPrice: '$23,995' }]);
    expect(rejected).toEqual([{ line: 3, reason: expect.stringContaining('2 fields') }]);
  });

  it('reads JSON as {"vehicles": [...]} or a bare array, keys as CSV headers, numbers as text, a vehicle\'s line its position', () => {
    const wrapped = jsonAsCsv(
      JSON.stringify({
        vehicles: [
          { VIN, 'Stock Number': 'A1', odometer: 41_000 },
          'not an object',
          { vin: VIN.replace(/1$/, '2'), notes: null },
        ],
      }),
    );
    expect(wrapped.headers).toEqual(['VIN', 'Stock Number', 'odometer', 'vin']);
    expect(wrapped.rows).toEqual([
      { line: 1, cells: [VIN, 'A1', '41000', ''] },
      { line: 3, cells: ['', '', '', VIN.replace(/1$/, '2')] },
    ]);
    expect(wrapped.rejected).toEqual([{ line: 2, reason: 'The vehicle is not a JSON object.' }]);
    expect(jsonAsCsv(JSON.stringify([{ vin: VIN }])).rows).toEqual([{ line: 1, cells: [VIN] }]);
  });

  it('refuses a body that cannot be read at all', () => {
    expect(() => readDelivery('json', Buffer.from('{"vehicles": ['))).toThrow(/not JSON/);
    expect(() => readDelivery('json', Buffer.from('{"cars": []}'))).toThrow(/\{"vehicles": \[ … \]\}/);
    expect(() => readDelivery('csv', Buffer.from('Stock,Make\nA1,Honda\n'))).toThrow(/VIN/);
    expect(() => readDelivery('csv', Buffer.from('VIN\n'))).toThrow(/no vehicles/);
    expect(() => readDelivery('csv', Buffer.from(''))).toThrow(/header/);
  });
});
