import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  LISTING_CSV_COLUMNS,
  listingAmount,
  listingsToCsv,
  listingsToXml,
  xmlText,
  type ListingRow,
} from '../../../src/shared/marketplaces/listing';
import { childText, parseXml } from '../../integration/support/xml';

const ROW: ListingRow = {
  vin: '1HGCV1F30LA000001',
  stockNumber: 'A1',
  year: 2020,
  make: 'Honda',
  model: 'Accord',
  trim: 'Sport, 2.0T',
  bodyStyle: 'Sedan',
  exteriorColor: 'Blue "Metallic"',
  interiorColor: null,
  mileage: 31_000,
  listPriceCents: 2_399_550,
  certified: true,
  vinManufacturer: 'Honda',
  vinCountry: 'United States',
  vinModelYear: 2020,
  inStockSince: '2026-10-01',
  photoUrls: [
    'https://lot.example/api/marketplace-feeds/T/photos/1',
    'https://lot.example/api/marketplace-feeds/T/photos/2',
  ],
  packetUrl: 'https://lot.example/packet/abc',
  updatedAt: new Date('2026-11-02T15:04:05Z'),
};

const parseCsv = (text: string) => Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });

describe('the CSV layout', () => {
  it('writes a header row and one row per vehicle, CRLF, quoting what needs it', () => {
    const text = listingsToCsv([ROW]);
    expect(text.split('\r\n')[0]).toBe(LISTING_CSV_COLUMNS.join(','));
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text).toContain('"Sport, 2.0T"');
    expect(text).toContain('"Blue ""Metallic"""');
    const [row] = parseCsv(text).data;
    expect(row).toEqual({
      VIN: '1HGCV1F30LA000001',
      'Stock Number': 'A1',
      Year: '2020',
      Make: 'Honda',
      Model: 'Accord',
      Trim: 'Sport, 2.0T',
      'Body Style': 'Sedan',
      'Exterior Color': 'Blue "Metallic"',
      'Interior Color': '',
      Mileage: '31000',
      Price: '23995.50',
      Certified: 'Yes',
      'VIN Manufacturer': 'Honda',
      'VIN Country': 'United States',
      'In Stock Since': '2026-10-01',
      'Photo URLs': `${ROW.photoUrls[0]}|${ROW.photoUrls[1]}`,
      'Packet URL': 'https://lot.example/packet/abc',
      'Updated At': '2026-11-02T15:04:05.000Z',
    });
  });

  it.each(['=SUM(A1)', '+1', '-2+3', '@cmd', '\tx', '\rx'])(
    'writes %j with a leading apostrophe, so a spreadsheet shows it',
    (value) => {
      const [row] = parseCsv(listingsToCsv([{ ...ROW, model: value, trim: null }])).data;
      expect(row!.Model).toBe(`'${value}`);
    },
  );

  it('leaves the price empty when unpriced, and a line break inside a quoted cell', () => {
    const [row] = parseCsv(
      listingsToCsv([{ ...ROW, listPriceCents: null, trim: 'Two\nlines', certified: false }]),
    ).data;
    expect(row).toMatchObject({ Price: '', Trim: 'Two\nlines', Certified: 'No' });
  });

  it('has only the header for an empty lot', () => {
    expect(listingsToCsv([])).toBe(`${LISTING_CSV_COLUMNS.join(',')}\r\n`);
  });

  it.each([
    [null, ''],
    [0, '0.00'],
    [100, '1.00'],
    [2_499_599, '24995.99'],
  ])('amount %s cents → %j', (cents, text) => expect(listingAmount(cents)).toBe(text));
});

describe('the XML layout', () => {
  it('escapes the five special characters and drops what XML cannot carry', () => {
    expect(xmlText(`Tom & "Jerry's" <Garage>`)).toBe('Tom &amp; &quot;Jerry&apos;s&quot; &lt;Garage&gt;');
    expect(xmlText('a\u0000b\u0008c\u001Fd\uFFFEe\tf\ng')).toBe('abcde\tf\ng');
    expect(xmlText('emoji 🚗 stays')).toBe('emoji 🚗 stays');
  });

  it('writes <inventory> with a <vehicle> per row that parses back, escaped, unknown fields left out', () => {
    const hostile = {
      ...ROW,
      make: 'M&M <Motors>',
      model: ']]></model><cost>1</cost>',
      exteriorColor: 'Null\u0000Byte',
      interiorColor: null,
    };
    const text = listingsToXml([hostile, ROW], {
      dealer: 'Demo & Sons',
      generatedAt: new Date('2026-11-02T16:00:00Z'),
    });
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<inventory ')).toBe(true);
    const inventory = parseXml(text);
    expect(inventory.attributes).toEqual({
      dealer: 'Demo & Sons',
      generated_at: '2026-11-02T16:00:00.000Z',
      count: '2',
    });
    expect(inventory.children.map((child) => child.name)).toEqual(['vehicle', 'vehicle']);
    const [first] = inventory.children;
    expect(childText(first!, 'make')).toBe('M&M <Motors>');
    expect(childText(first!, 'model')).toBe(']]></model><cost>1</cost>');
    expect(childText(first!, 'exterior_color')).toBe('NullByte');
    expect(childText(first!, 'interior_color')).toBeUndefined();
    expect(first!.children.map((child) => child.name)).not.toContain('cost');
    expect(childText(first!, 'price')).toBe('23995.50');
    expect(first!.children.find((child) => child.name === 'price')!.attributes).toEqual({ currency: 'USD' });
    expect(
      first!.children.find((child) => child.name === 'photos')!.children.map((photo) => photo.attributes.url),
    ).toEqual(ROW.photoUrls);
    expect(childText(first!, 'certified')).toBe('true');
  });

  it('writes an empty <photos/> for a vehicle without photos and leaves out an unknown price', () => {
    const [vehicle] = parseXml(
      listingsToXml([{ ...ROW, photoUrls: [], listPriceCents: null }], { dealer: 'D', generatedAt: new Date() }),
    ).children;
    expect(vehicle!.children.find((child) => child.name === 'photos')!.children).toEqual([]);
    expect(childText(vehicle!, 'price')).toBeUndefined();
  });
});
