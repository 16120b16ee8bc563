/** An inspection template, shipped as data: sections of items, each answered pass / fail / n-a. */
export type InspectionSection = { key: string; name: string; items: { key: string; label: string }[] };
export type InspectionTemplate = {
  key: string;
  name: string;
  /** An organization feature flag the template needs (CPO: `cpo`). */
  requiresFeature: string | null;
  sections: InspectionSection[];
};

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** A section from its name and item labels; keys are derived (`section.item`), stable as long as the labels are. */
export const section = (name: string, labels: string[]): InspectionSection => ({
  key: slug(name),
  name,
  items: labels.map((label) => ({ key: `${slug(name)}.${slug(label)}`, label })),
});
