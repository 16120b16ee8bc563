import { describe, expect, it } from 'vitest';
import { normaliseDealerName } from '../../../src/shared/agent/dealer-name';
import { generateDealerMarket } from '../../../server/db/seed-market-dealers';

const dealers = Array.from({ length: 20 }, (_, index) => ({
  name: `Demo Dealer ${index} LLC`,
  zip: `787${String(index).padStart(2, '0')}`,
  latitude: 30.2,
  longitude: -97.8,
}));
const segments = [
  { year: 2021, make: 'Toyota', model: 'Camry', trims: ['LE'], priceCents: 2_500_000, mileage: 40_000 },
];

describe('demo dealer market', () => {
  it("carries each dealer's name in its ZIP, the same on every start, within the insight windows", () => {
    const options = {
      organizationId: '00000000-0000-0000-0000-000000000001',
      dealers,
      segments,
      seed: 19,
      today: '2026-06-01',
    };
    const records = generateDealerMarket(options);
    expect(generateDealerMarket(options)).toEqual(records);
    const described = new Set(records.map((record) => `${record.zip}|${normaliseDealerName(record.dealerName!)}`));
    expect(described.size).toBeGreaterThanOrEqual(15);
    for (const record of records) {
      expect(dealers.some((dealer) => dealer.name === record.dealerName && dealer.zip === record.zip)).toBe(true);
      expect(record.channel).toBe('retail');
      expect(record.lastSeenOn! >= '2026-03-03').toBe(true);
      expect(record.firstSeenOn <= record.lastSeenOn!).toBe(true);
    }
    expect(records.some((record) => record.soldOn === null)).toBe(true);
    expect(records.some((record) => record.soldOn !== null)).toBe(true);
  });
});
