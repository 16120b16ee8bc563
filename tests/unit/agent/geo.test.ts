import { describe, expect, it } from 'vitest';
import { distanceMiles, roadMiles, travelMinutes } from '../../../src/shared/agent/geo';

describe('great-circle distance', () => {
  it.each([
    // Rosetta Code's haversine example (BNA to LAX, 2887.26 km on a 6372.8 km sphere), on the 3958.8 mi sphere.
    ['Nashville BNA to Los Angeles LAX', { lat: 36.12, lng: -86.67 }, { lat: 33.94, lng: -118.4 }, 1793.55],
    // ZIP centroids 10001 (Manhattan) and 90001 (Los Angeles): 2,449 straight-line miles on published calculators.
    ['ZIP 10001 to ZIP 90001', { lat: 40.750633, lng: -73.997177 }, { lat: 33.973951, lng: -118.248405 }, 2449],
    ['a point to itself', { lat: 30.2672, lng: -97.7431 }, { lat: 30.2672, lng: -97.7431 }, 0],
  ])('%s', (_name, a, b, miles) => {
    expect(Math.abs(distanceMiles(a, b) - miles)).toBeLessThanOrEqual(miles * 0.005);
  });

  it('is the same both ways', () => {
    const a = { lat: 30.2672, lng: -97.7431 };
    const b = { lat: 32.7767, lng: -96.797 };
    expect(distanceMiles(a, b)).toBe(distanceMiles(b, a));
  });
});

describe('the offline travel model: straight line × 1.3 at 32 mph, whole minutes up', () => {
  const origin = { lat: 30, lng: -97 };
  it('road miles are 1.3 straight-line miles', () => {
    expect(roadMiles(origin, { lat: 31, lng: -97 })).toBeCloseTo(((3958.8 * Math.PI) / 180) * 1.3, 9);
  });

  it.each([
    ['no distance', { lat: 30, lng: -97 }, 0],
    // One degree of latitude: 69.094 mi × 1.3 = 89.82 road miles; at 32 mph 168.4 minutes, rounded up.
    ['one degree of latitude', { lat: 31, lng: -97 }, 169],
    // 0.01°: 0.6909 mi × 1.3 / 32 × 60 = 1.68 minutes → 2.
    ['a hundredth of a degree', { lat: 30.01, lng: -97 }, 2],
  ])('%s', (_name, to, minutes) => {
    expect(travelMinutes(origin, to)).toBe(minutes);
  });
});
