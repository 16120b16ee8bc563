import { describe, expect, it } from 'vitest';
import {
  findTemplate,
  INSPECTION_TEMPLATES,
  inspectionOutcome,
  templateItems,
  templatesFor,
  type InspectionResult,
} from '../../../src/shared/recon/inspection-templates';

describe('inspection templates', () => {
  it('ship express ≈20, standard ≈60 and CPO 150+ items in sections', () => {
    expect(INSPECTION_TEMPLATES.map((template) => [template.key, templateItems(template).length])).toEqual([
      ['express', 20],
      ['standard', 60],
      ['cpo', 156],
    ]);
    expect(findTemplate('cpo')!.sections).toHaveLength(12);
  });

  it('give every item a key unique in its template', () => {
    for (const template of INSPECTION_TEMPLATES) {
      const keys = templateItems(template).map((item) => item.key);
      expect(new Set(keys).size, template.key).toBe(keys.length);
    }
  });

  it('offer CPO only to organizations with the cpo feature', () => {
    expect(templatesFor([]).map((template) => template.key)).toEqual(['express', 'standard']);
    expect(templatesFor(['recon', 'cpo']).map((template) => template.key)).toEqual(['express', 'standard', 'cpo']);
  });

  it('is incomplete until every item is answered, failed on any fail, else passed (n/a counts)', () => {
    const template = findTemplate('express')!;
    const answers = new Map<string, InspectionResult>(templateItems(template).map((item) => [item.key, 'pass']));
    expect(inspectionOutcome(template, answers)).toBe('passed');
    answers.set('exterior.glass', 'na');
    expect(inspectionOutcome(template, answers)).toBe('passed');
    answers.set('exterior.paint', 'fail');
    expect(inspectionOutcome(template, answers)).toBe('failed');
    answers.delete('road_test.engine_starts');
    expect(inspectionOutcome(template, answers)).toBe('incomplete');
  });
});
