import { describe, expect, it } from 'vitest';
import {
  draftOf,
  fieldProblems,
  hasFieldProblems,
  inputOf,
  moveStage,
  newStage,
  targetMinutes,
  unitOf,
} from '../../../src/features/recon/settings/workflow-draft';

const STAGE = {
  id: 's1',
  name: 'Inspection',
  position: 0,
  targetMinutes: 120,
  atRiskPercent: 75,
  overduePercent: 100,
  startsRecon: true,
  removed: false,
  isFrontLine: false,
};
const workflow = (
  businessHours: { timeZone: string; weekdays: number[]; startMinute: number; endMinute: number } | null,
) => ({
  id: 'w',
  stages: [
    STAGE,
    { ...STAGE, id: 's2', name: 'Front line', position: 1, targetMinutes: 0, startsRecon: false, isFrontLine: true },
  ],
  removedStages: [],
  businessHours,
  showsStatusInInventory: true,
});

describe('the recon workflow draft', () => {
  it('shows a target in the largest whole unit and saves it back in minutes', () => {
    expect([unitOf(2880), unitOf(120), unitOf(90), unitOf(0)]).toEqual(['days', 'hours', 'minutes', 'hours']);
    expect(targetMinutes({ target: '1.5', unit: 'hours' })).toBe(90);
    expect(targetMinutes({ target: '2', unit: 'days' })).toBe(2880);
    expect([
      targetMinutes({ target: '', unit: 'hours' }),
      targetMinutes({ target: '-1', unit: 'hours' }),
      targetMinutes({ target: 'x', unit: 'hours' }),
    ]).toEqual([null, null, null]);
  });

  it('round-trips a saved workflow to the same input, business hours until midnight included', () => {
    const draft = draftOf(
      workflow({ timeZone: 'America/Chicago', weekdays: [1, 2, 3], startMinute: 480, endMinute: 1440 }),
      'UTC',
    );
    expect(draft.hours).toEqual({
      enabled: true,
      timeZone: 'America/Chicago',
      weekdays: [1, 2, 3],
      opening: '08:00',
      closing: '23:59',
    });
    expect(inputOf(draft)).toEqual({
      stages: [
        { id: 's1', name: 'Inspection', targetMinutes: 120, atRiskPercent: 75, overduePercent: 100, startsRecon: true },
        { id: 's2', name: 'Front line', targetMinutes: 0, atRiskPercent: 75, overduePercent: 100, startsRecon: false },
      ],
      businessHours: { timeZone: 'America/Chicago', weekdays: [1, 2, 3], startMinute: 480, endMinute: 1440 },
      showStatusInInventory: true,
    });
  });

  it('sends calendar time (null) when business hours are off, and new stages without an id', () => {
    const draft = draftOf(workflow(null), 'Europe/Paris');
    expect(draft.hours).toMatchObject({ enabled: false, timeZone: 'Europe/Paris' });
    const input = inputOf({ ...draft, stages: [...draft.stages, newStage(' Wash ')] });
    expect(input.businessHours).toBeNull();
    expect(input.stages[2]).toEqual({
      id: undefined,
      name: 'Wash',
      targetMinutes: 240,
      atRiskPercent: 75,
      overduePercent: 100,
      startsRecon: false,
    });
  });

  it('flags fields that are not numbers, and moves stages within the list', () => {
    const draft = draftOf(workflow(null), 'UTC');
    const broken = { ...draft.stages[0]!, atRisk: '7.5', target: '' };
    expect(fieldProblems(broken)).toEqual({ target: true, atRisk: true, overdue: false });
    expect(hasFieldProblems({ ...draft, stages: [broken] })).toBe(true);
    expect(moveStage(draft.stages, 0, 1).map((stage) => stage.id)).toEqual(['s2', 's1']);
    expect(moveStage(draft.stages, 0, -1)).toBe(draft.stages);
  });
});
