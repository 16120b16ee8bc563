// The listing feed a marketplace pulls (docs/marketplaces.md "CSV layout" and "XML layout"): one
// row per front-line vehicle, never its cost. Written here, without I/O, so the layouts are tested
// as text and the server only fills the rows.

import { writeCsv } from '../csv/write';
import type { CustomerVehicle } from '../inventory/customer-view';

/** A listed vehicle: what a shopper may read of it (a null list price: not priced yet), and more. */
export type ListingRow = CustomerVehicle & {
  certified: boolean;
  /** YYYY-MM-DD. */
  inStockSince: string;
  /** Absolute photo URLs through the feed, the main photo first. */
  photoUrls: string[];
  /** The public sales-packet page of this vehicle for this feed. */
  packetUrl: string;
  updatedAt: Date;
};

export const LISTING_CSV_COLUMNS = [
  'VIN',
  'Stock Number',
  'Year',
  'Make',
  'Model',
  'Trim',
  'Body Style',
  'Exterior Color',
  'Interior Color',
  'Mileage',
  'Price',
  'Certified',
  'VIN Manufacturer',
  'VIN Country',
  'In Stock Since',
  'Photo URLs',
  'Packet URL',
  'Updated At',
] as const;

/** Photo URLs in one CSV cell, in order: a URL never holds this character unescaped. */
export const PHOTO_URL_SEPARATOR = '|';

/** Dollars with two decimals, no currency sign or thousands separator (`24995.50`); empty when unpriced. */
export const listingAmount = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/**
 * The CSV, written by the product's one CSV writer (src/shared/csv/write.ts): UTF-8, comma
 * separated, CRLF line ends, a header row, fields quoted when they hold a comma, quote or line
 * break (quotes doubled). A text cell starting with =, +, -, @, a tab or a carriage return gets a
 * leading apostrophe, so a spreadsheet shows it instead of running it.
 */
export function listingsToCsv(rows: readonly ListingRow[]): string {
  const data = rows.map((row) => [
    row.vin,
    row.stockNumber,
    row.year,
    row.make,
    row.model,
    row.trim ?? '',
    row.bodyStyle ?? '',
    row.exteriorColor ?? '',
    row.interiorColor ?? '',
    row.mileage,
    listingAmount(row.listPriceCents),
    row.certified ? 'Yes' : 'No',
    row.vinManufacturer ?? '',
    row.vinCountry ?? '',
    row.inStockSince,
    row.photoUrls.join(PHOTO_URL_SEPARATOR),
    row.packetUrl,
    row.updatedAt.toISOString(),
  ]);
  return writeCsv(LISTING_CSV_COLUMNS, data);
}

// XML 1.0 allows tab, line feed, carriage return and these ranges; anything else (NUL, other
// control characters, lone surrogates) would make the document unreadable, so it is dropped.
// eslint-disable-next-line no-control-regex
const NOT_XML_CHARACTER = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text for an XML element or a quoted attribute: the five special characters escaped, characters XML cannot carry dropped. */
export function xmlText(value: string): string {
  return value
    .replace(NOT_XML_CHARACTER, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const element = (name: string, value: string | number | null, attributes = '') =>
  value === null || value === '' ? '' : `    <${name}${attributes}>${xmlText(String(value))}</${name}>\n`;

/**
 * The XML: `<inventory>` holding one `<vehicle>` per row, each field an element (left out when
 * unknown), photos as `<photos><photo url="…"/></photos>`, UTF-8, escaped as XML 1.0 requires.
 */
export function listingsToXml(rows: readonly ListingRow[], meta: { dealer: string; generatedAt: Date }): string {
  const vehicles = rows.map((row) => {
    const photos = row.photoUrls.length
      ? `    <photos>\n${row.photoUrls.map((url) => `      <photo url="${xmlText(url)}"/>\n`).join('')}    </photos>\n`
      : '    <photos/>\n';
    return (
      '  <vehicle>\n' +
      element('vin', row.vin) +
      element('stock_number', row.stockNumber) +
      element('year', row.year) +
      element('make', row.make) +
      element('model', row.model) +
      element('trim', row.trim) +
      element('body_style', row.bodyStyle) +
      element('exterior_color', row.exteriorColor) +
      element('interior_color', row.interiorColor) +
      element('mileage', row.mileage, ' unit="mi"') +
      element('price', listingAmount(row.listPriceCents), ' currency="USD"') +
      element('certified', row.certified ? 'true' : 'false') +
      element('vin_manufacturer', row.vinManufacturer) +
      element('vin_country', row.vinCountry) +
      element('in_stock_since', row.inStockSince) +
      photos +
      element('packet_url', row.packetUrl) +
      element('updated_at', row.updatedAt.toISOString()) +
      '  </vehicle>\n'
    );
  });
  const attributes = `dealer="${xmlText(meta.dealer)}" generated_at="${meta.generatedAt.toISOString()}" count="${rows.length}"`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<inventory ${attributes}>\n${vehicles.join('')}</inventory>\n`;
}
