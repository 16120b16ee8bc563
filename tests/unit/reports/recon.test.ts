import { describe, expect, it } from 'vitest';
import type { StageRules } from '../../../src/shared/recon/workflow';
import {
  frontLinedFigures,
  reconCostPerUnitCents,
  stageReportFigures,
  totalTargetMs,
} from '../../../src/shared/reports/recon';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const stage = (id: string, targetMinutes: number, overrides: Partial<StageRules> = {}): StageRules => ({
  id,
  name: id,
  position: 0,
  targetMinutes,
  atRiskPercent: 75,
  overduePercent: 100,
  startsRecon: false,
  removed: false,
  ...overrides,
});

describe('totalTargetMs', () => {
  it.each([
    [
      'the active stages added up',
      [stage('a', 120), stage('b', 60, { position: 1 }), stage('line', 0, { position: 2 })],
      3 * HOUR,
    ],
    [
      'a removed stage left out',
      [stage('a', 120), stage('gone', 600, { position: 1, removed: true }), stage('line', 0, { position: 2 })],
      2 * HOUR,
    ],
    ['no targets', [stage('a', 0), stage('line', 0, { position: 1 })], 0],
  ] as const)('%s', (_name, stages, expected) => {
    expect(totalTargetMs(stages)).toBe(expected);
  });
});

describe('frontLinedFigures', () => {
  it.each([
    [
      'an empty period',
      [],
      5 * DAY,
      {
        frontLined: 0,
        averageTimeToLineMs: null,
        medianTimeToLineMs: null,
        averageTimeInReconMs: null,
        medianTimeInReconMs: null,
        overTargetUnits: 0,
      },
    ],
    [
      'three vehicles, one never started recon, one over target',
      [
        { timeToLineMs: 3 * DAY, timeInReconMs: 2 * DAY },
        { timeToLineMs: 9 * DAY, timeInReconMs: 8 * DAY },
        { timeToLineMs: 2 * DAY, timeInReconMs: null },
      ],
      5 * DAY,
      {
        frontLined: 3,
        averageTimeToLineMs: (14 / 3) * DAY,
        medianTimeToLineMs: 3 * DAY,
        averageTimeInReconMs: 5 * DAY,
        medianTimeInReconMs: 5 * DAY,
        overTargetUnits: 1,
      },
    ],
    [
      'exactly on target is not over',
      [{ timeToLineMs: 5 * DAY, timeInReconMs: 0 }],
      5 * DAY,
      {
        frontLined: 1,
        averageTimeToLineMs: 5 * DAY,
        medianTimeToLineMs: 5 * DAY,
        averageTimeInReconMs: 0,
        medianTimeInReconMs: 0,
        overTargetUnits: 0,
      },
    ],
  ] as const)('%s', (_name, vehicles, target, expected) => {
    expect(frontLinedFigures(vehicles, target)).toEqual(expected);
  });
});

describe('stageReportFigures', () => {
  const inspection = stage('inspection', 120);
  it.each([
    ['nobody visited', [], { vehicles: 0, averageMs: null, overTargetVisits: 0 }],
    [
      'a vehicle sent back counts both visits in its total and each overdue visit',
      [
        { stageId: 'inspection', vehicleId: 'v1', ms: 1 * HOUR },
        { stageId: 'inspection', vehicleId: 'v2', ms: 2 * HOUR },
        { stageId: 'inspection', vehicleId: 'v2', ms: 3 * HOUR },
        { stageId: 'detail', vehicleId: 'v1', ms: 9 * HOUR },
      ],
      { vehicles: 2, averageMs: 3 * HOUR, overTargetVisits: 2 },
    ],
  ] as const)('%s', (_name, visits, expected) => {
    expect(stageReportFigures(visits, inspection)).toEqual(expected);
  });

  it('a stage without a target never counts a visit over it', () => {
    expect(stageReportFigures([{ stageId: 'line', vehicleId: 'v1', ms: 99 * DAY }], stage('line', 0))).toEqual({
      vehicles: 1,
      averageMs: 99 * DAY,
      overTargetVisits: 0,
    });
  });
});

describe('reconCostPerUnitCents', () => {
  it.each([
    [20_001, 3, 6_667],
    [0, 4, 0],
    [5_000, 0, null],
  ])('%i cents over %i units → %s', (spend, units, expected) => {
    expect(reconCostPerUnitCents(spend, units)).toBe(expected);
  });
});
