import { describe, expect, it } from 'vitest';
import {
  activeStages,
  checkStages,
  DEFAULT_RECON_STAGES,
  frontLineStage,
  type StageRules,
} from '../../../src/shared/recon';
import { ZBusinessHours } from '../../../src/shared/recon/business-hours-schema';

const stage = (name: string, extra: Partial<StageRules> = {}) => ({
  name,
  targetMinutes: 60,
  atRiskPercent: 75,
  overduePercent: 100,
  ...extra,
});

describe('recon workflow rules', () => {
  it('accepts the default workflow, inspection starting recon and the front line last', () => {
    expect(checkStages(DEFAULT_RECON_STAGES)).toEqual([]);
    expect(DEFAULT_RECON_STAGES.filter((entry) => entry.startsRecon).map((entry) => entry.name)).toEqual([
      'Inspection',
    ]);
    expect(DEFAULT_RECON_STAGES.at(-1)!.name).toBe('Front line');
  });

  it('names each problem of a bad stage list', () => {
    expect(checkStages([stage('Only')])).toEqual(['A workflow has between 2 and 30 stages; this one has 1.']);
    expect(checkStages([stage('Detail'), stage(' detail ')])).toEqual([
      "Stage 2: another stage is already called 'detail'.",
    ]);
    expect(checkStages([stage(''), stage('B', { targetMinutes: -1 })])).toEqual([
      'Stage 1: the name must have 1 to 60 characters.',
      'Stage 2: the target must be a whole number of minutes from 0 to 129600.',
    ]);
    expect(
      checkStages([stage('A', { atRiskPercent: 120, overduePercent: 100 }), stage('B', { overduePercent: 0 })]),
    ).toEqual([
      'Stage 1: at-risk and overdue are whole percents of the target (1 to 1000), at-risk not above overdue.',
      'Stage 2: at-risk and overdue are whole percents of the target (1 to 1000), at-risk not above overdue.',
    ]);
  });

  it('orders active stages by position and takes the last as the front line, skipping removed ones', () => {
    const rules = (id: string, position: number, removed = false): StageRules => ({
      ...stage(id),
      id,
      position,
      startsRecon: false,
      removed,
    });
    const stages = [rules('c', 2), rules('a', 0), rules('gone', 3, true), rules('b', 1)];
    expect(activeStages(stages).map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
    expect(frontLineStage(stages)!.id).toBe('c');
  });

  it('checks business hours', () => {
    expect(
      ZBusinessHours.safeParse({ timeZone: 'America/Chicago', weekdays: [1, 2], startMinute: 480, endMinute: 1020 })
        .success,
    ).toBe(true);
    expect(
      ZBusinessHours.safeParse({ timeZone: 'Mars/Base', weekdays: [1], startMinute: 480, endMinute: 1020 }).success,
    ).toBe(false);
    expect(ZBusinessHours.safeParse({ timeZone: 'UTC', weekdays: [1], startMinute: 600, endMinute: 600 }).success).toBe(
      false,
    );
    expect(ZBusinessHours.safeParse({ timeZone: 'UTC', weekdays: [7], startMinute: 0, endMinute: 60 }).success).toBe(
      false,
    );
  });
});
