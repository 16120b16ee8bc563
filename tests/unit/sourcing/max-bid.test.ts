import { describe, expect, it } from 'vitest';
import { auctionBuyerFeeCents } from '../../../src/shared/sourcing/fees';
import { maxBid } from '../../../src/shared/sourcing/max-bid';
import { TRANSPORT_MINIMUM_CENTS, transportEstimate } from '../../../src/shared/sourcing/transport';
import { guideCentsPerMile } from '../../../src/shared/transport/price';

const base = {
  expectedRetailCents: 2_500_000,
  reconCents: 125_000,
  targetGrossCents: 200_000,
  transportCents: 30_000,
  maxPriceCents: 5_000_000,
};

describe('maximum bid = expected retail − recon − target gross − transport − fees, down to $25', () => {
  it('subtracts each part, the fee taken at the price before fees', () => {
    // 25,000 − 1,250 − 2,000 − 300 = 21,450 before fees; its bracket's fee is $575; 20,875 is a multiple of $25.
    const { maxPriceCents: _cap, ...parts } = base;
    expect(maxBid(base)).toEqual({
      ...parts,
      feesCents: 57_500,
      formulaCents: 2_087_500,
      maxBidCents: 2_087_500,
      limitedByMaxPrice: false,
    });
  });

  it('rounds down to $25 as the appraisal offer does', () => {
    expect(maxBid({ ...base, transportCents: 30_010 }).maxBidCents).toBe(2_085_000);
  });

  it('never bids above the target’s maximum price, and says so', () => {
    expect(maxBid({ ...base, maxPriceCents: 1_800_000 })).toMatchObject({
      formulaCents: 2_087_500,
      maxBidCents: 1_800_000,
      limitedByMaxPrice: true,
    });
  });

  it('never bids below 0', () => {
    expect(maxBid({ ...base, expectedRetailCents: 300_000 })).toMatchObject({ formulaCents: 0, maxBidCents: 0 });
  });

  it.each([
    ['no retail value', { expectedRetailCents: null }],
    ['no transport (a ZIP not placed)', { transportCents: null }],
  ])('has no answer with %s', (_name, change) => {
    expect(maxBid({ ...base, ...change })).toMatchObject({
      feesCents: null,
      formulaCents: null,
      maxBidCents: null,
      limitedByMaxPrice: false,
    });
  });
});

describe('auction buyer fees', () => {
  it.each([
    [0, 20_000],
    [99_999, 20_000],
    [100_000, 32_500],
    [999_999, 42_500],
    [2_145_000, 57_500],
    [10_000_000, 80_000],
  ])('at %i cents: %i', (price, fee) => {
    expect(auctionBuyerFeeCents(price)).toBe(fee);
  });
});

describe('transport by the price guide', () => {
  it.each([
    [100, 100],
    [500, 100],
    [750, 87.5],
    [1_000, 75],
    [1_750, 62.5],
    [2_500, 50],
    [3_000, 50],
  ])('%i miles cost %d cents a mile', (miles, rate) => {
    expect(guideCentsPerMile(miles)).toBeCloseTo(rate, 6);
  });

  it('prices road miles (straight line × 1.3) with a minimum charge', () => {
    const austin = { lat: 30.2672, lng: -97.7431 };
    const dallas = { lat: 32.7767, lng: -96.797 };
    const haul = transportEstimate(dallas, austin);
    expect(haul.miles).toBeGreaterThan(230);
    expect(haul.miles).toBeLessThan(245);
    expect(haul.cents).toBe(haul.miles * 100);
    expect(transportEstimate(austin, austin)).toEqual({ miles: 0, cents: TRANSPORT_MINIMUM_CENTS });
  });
});
