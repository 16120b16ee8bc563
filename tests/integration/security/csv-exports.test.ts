// Formulas in CSV exports (issue 31, item 3): what an EDITOR types into a vehicle or a referral is
// stored as data, exactly, and every CSV the server builds (the financing referrals export and the
// marketplace listing feed) writes it through the one CSV writer, so no cell reaches a spreadsheet
// as a live formula (=, +, -, @, tab, carriage return first). The exports built in the browser
// (inventory, every report table) are proved in tests/unit/csv/exports.test.ts.
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { financingReferrals, marketplaceFeeds, vehicles, type VehicleRow } from '../../../server/db/schema';
import { hashSecretToken, newSecretToken } from '../../../server/services/secret-tokens';
import { FINANCING_CSV_COLUMNS } from '../../../src/shared/financing/export';
import { listingsPath } from '../../../src/shared/marketplaces/feed';
import { LISTING_CSV_COLUMNS } from '../../../src/shared/marketplaces/listing';
import { firstRow, liveFormulaCells } from '../support/csv';
import { attempt, database, dig, gql, main, must, request, session, useSecuritySuite } from './support';

useSecuritySuite();

// What the probe typed, and its kin: each would run in a spreadsheet if exported as is.
const HOSTILE = {
  stockNumber: '@SUM(A1:A9)',
  make: '=HYPERLINK("http://evil.test","Toyota")',
  model: "-2+3+cmd|' /C calc'!A0",
  trim: '+1+1',
  exteriorColor: '=1+1',
};
const UPDATE =
  'mutation ($input: UpdateVehicleInput!) { updateVehicle(input: $input) { id stockNumber make model trim exteriorColor } }';
const REFER = 'mutation ($input: CreateFinancingReferralInput!) { createFinancingReferral(input: $input) { id } }';
const EXPORT = 'query ($ids: [ID!]!) { financingReferralsCsv(ids: $ids) }';

let vehicle: VehicleRow;

beforeAll(async () => {
  const [frontline] = await database.db.select().from(vehicles).where(eq(vehicles.status, 'frontline')).limit(1);
  const { answer, stored } = await attempt(
    'EDITOR sets a vehicle’s make, model, trim, colour and stock number to formulas',
    async () => gql(UPDATE, { input: { id: frontline!.id, ...HOSTILE } }, await session('editor@demo.test')),
  );
  expect([answer.status, stored > 0]).toEqual([200, true]);
  [vehicle] = (await database.db.select().from(vehicles).where(eq(vehicles.id, frontline!.id))) as [VehicleRow];
});

describe('text that looks like a formula', () => {
  it('is stored as data, exactly (the stock number in upper case, as every stock number)', () => {
    expect(vehicle).toMatchObject({ ...HOSTILE, stockNumber: HOSTILE.stockNumber.toUpperCase() });
  });
});

describe('financingReferralsCsv', () => {
  it('writes every cell of the hostile vehicle and referral defused, nothing live', async () => {
    const editor = await session('editor@demo.test');
    const referred = await attempt('EDITOR refers a customer named as a formula', () =>
      gql(
        REFER,
        {
          input: {
            vehicleId: vehicle.id,
            customerName: "=cmd|' /C calc'!A0",
            customerPhone: '+1 512 555 0100',
            partner: '@Partner',
          },
        },
        editor,
      ),
    );
    const id = dig(must(referred.answer, 'referral'), 'createFinancingReferral.id') as string;
    const [row] = await database.db.select().from(financingReferrals).where(eq(financingReferrals.id, id));
    expect(row).toMatchObject({
      customerName: "=cmd|' /C calc'!A0",
      customerPhone: '+1 512 555 0100',
      partner: '@Partner',
    });

    const { answer, stored } = await attempt('OWNER exports the referral of a hostile vehicle as CSV', async () =>
      gql(EXPORT, { ids: [id] }, await session('owner@demo.test')),
    );
    expect([answer.status, stored]).toEqual([200, 0]);
    const csv = dig(must(answer, 'export'), 'financingReferralsCsv') as string;
    expect(csv.split('\r\n')[0]).toBe(FINANCING_CSV_COLUMNS.join(','));
    expect(liveFormulaCells(csv)).toEqual([]);
    expect(firstRow(csv)).toMatchObject({
      'Customer Name': "'=cmd|' /C calc'!A0",
      'Customer Phone': "'+1 512 555 0100",
      Partner: "'@Partner",
      'Stock Number': `'${HOSTILE.stockNumber.toUpperCase()}`,
      Make: `'${HOSTILE.make}`,
      Model: `'${HOSTILE.model}`,
      Trim: `'${HOSTILE.trim}`,
    });
  });
});

describe('the marketplace listing feed', () => {
  it('listings.csv writes the hostile front-line vehicle defused, nothing live', async () => {
    // A feed as the product makes one (this server has no SECRETS_KEY for its lead secret).
    const token = newSecretToken();
    await database.db.insert(marketplaceFeeds).values({
      organizationId: vehicle.organizationId,
      name: 'Cars.com',
      tokenHash: hashSecretToken(token),
      leadSecretCipher: null,
    });
    const csvUrl = `${main.baseUrl}${listingsPath(token, 'csv')}`;
    const { answer, changed } = await attempt('marketplace pulls listings.csv with a hostile vehicle on the lot', () =>
      request(csvUrl),
    );
    // A pull records itself on the feed (its last pull), and changes nothing else.
    expect([answer.status, Object.keys(changed).filter((table) => table !== 'marketplaceFeeds')]).toEqual([200, []]);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.body.split('\r\n')[0]).toBe(LISTING_CSV_COLUMNS.join(','));
    expect(liveFormulaCells(answer.body)).toEqual([]);
    const { data } = Papa.parse<Record<string, string>>(answer.body, { header: true, skipEmptyLines: true });
    expect(data.find((row) => row.VIN === vehicle.vin)).toMatchObject({
      'Stock Number': `'${HOSTILE.stockNumber.toUpperCase()}`,
      Make: `'${HOSTILE.make}`,
      Model: `'${HOSTILE.model}`,
      Trim: `'${HOSTILE.trim}`,
      'Exterior Color': `'${HOSTILE.exteriorColor}`,
    });
  });
});
