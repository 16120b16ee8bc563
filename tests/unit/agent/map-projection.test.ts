import { describe, expect, it } from 'vitest';
import { fitProjection, mercator, scaleBar } from '../../../src/features/agent/map/projection';

describe('map projection', () => {
  it('puts the equator and the prime meridian in the middle of the unit square', () => {
    expect(mercator({ latitude: 0, longitude: 0 })).toEqual({ x: 0.5, y: 0.5 });
    expect(mercator({ latitude: 0, longitude: 90 }).x).toBe(0.75);
    expect(mercator({ latitude: 45, longitude: 0 }).y).toBeLessThan(0.5);
  });

  it('fits the bounding box inside the padding, north up, one scale for both axes', () => {
    const points = [
      { latitude: 32.7, longitude: -96.9 },
      { latitude: 33.0, longitude: -96.6 },
    ];
    const { project, milesPerUnit } = fitProjection(points, 600, 400, 20);
    const south = project({ latitude: 32.7, longitude: -96.9 });
    const north = project({ latitude: 33.0, longitude: -96.6 });
    expect(north.y).toBeLessThan(south.y);
    expect(north.x).toBeGreaterThan(south.x);
    expect(north.y).toBeCloseTo(20, 6);
    expect(south.y).toBeCloseTo(380, 6);
    expect((south.x + north.x) / 2).toBeCloseTo(300, 6);
    // 0.3° of latitude is about 20.7 miles; it spans 360 units.
    expect(milesPerUnit * 360).toBeGreaterThan(20);
    expect(milesPerUnit * 360).toBeLessThan(22);
  });

  it('shows about ten miles around a single point, centerd', () => {
    const { project, milesPerUnit } = fitProjection([{ latitude: 40, longitude: -75 }], 600, 400, 20);
    expect(project({ latitude: 40, longitude: -75 })).toEqual({ x: 300, y: 200 });
    expect(milesPerUnit * 360).toBeCloseTo(10, 6);
  });

  it('picks the longest round distance that fits', () => {
    expect(scaleBar(0.05, 150)).toEqual({ miles: 5, units: 100 });
    expect(scaleBar(0.001, 150).miles).toBe(0.1);
  });
});
