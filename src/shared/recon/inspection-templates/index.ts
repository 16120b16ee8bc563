import { CPO_INSPECTION } from './cpo';
import { EXPRESS_INSPECTION } from './express';
import { STANDARD_INSPECTION } from './standard';
import type { InspectionTemplate } from './types';

export type { InspectionSection, InspectionTemplate } from './types';

export const INSPECTION_TEMPLATES: readonly InspectionTemplate[] = [
  EXPRESS_INSPECTION,
  STANDARD_INSPECTION,
  CPO_INSPECTION,
];

export const INSPECTION_RESULTS = ['pass', 'fail', 'na'] as const;
export type InspectionResult = (typeof INSPECTION_RESULTS)[number];

export const findTemplate = (key: string): InspectionTemplate | undefined =>
  INSPECTION_TEMPLATES.find((template) => template.key === key);

/** The templates an organization with these feature flags may use. */
export const templatesFor = (featureFlags: readonly string[]): InspectionTemplate[] =>
  INSPECTION_TEMPLATES.filter(
    (template) => template.requiresFeature === null || featureFlags.includes(template.requiresFeature),
  );

export const templateItems = (template: InspectionTemplate) =>
  template.sections.flatMap((part) => part.items.map((item) => ({ ...item, section: part.name })));

/**
 * An inspection's outcome from its answers: incomplete while an item is unanswered, failed when
 * any item failed, passed otherwise (n/a counts as answered).
 */
export function inspectionOutcome(
  template: InspectionTemplate,
  answers: ReadonlyMap<string, InspectionResult>,
): 'incomplete' | 'passed' | 'failed' {
  const items = templateItems(template);
  if (items.some((item) => !answers.has(item.key))) return 'incomplete';
  return items.some((item) => answers.get(item.key) === 'fail') ? 'failed' : 'passed';
}
