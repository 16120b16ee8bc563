import type { PricingRulesFieldsFragment } from '../../../graphql/generated/operations/PricingRulesFields';
import type { PricingRoundingMode, UpdatePricingRulesInput } from '../../../graphql/generated/types';
import { centsFromInput, inputFromCents } from '../inventory/money-input';

export type RulesDraft = {
  steps: { key: number; fromDay: string; percentOfMarket: string }[];
  minimumGross: string;
  roundToCents: number;
  roundingMode: PricingRoundingMode;
  endInNine: boolean;
  raiseToMarket: boolean;
};

/** Where a refusal belongs in the editor: a step's field, the minimum gross, the rounding, or the form. */
export type RulesErrorPlace = 'steps' | 'minimumGross' | 'rounding' | 'form';

let nextKey = 0;
export const newStepKey = () => (nextKey += 1);

export function draftOfRules(rules: PricingRulesFieldsFragment): RulesDraft {
  return {
    steps: rules.steps.map((step) => ({
      key: newStepKey(),
      fromDay: String(step.fromDay),
      percentOfMarket: String(step.percentOfMarket),
    })),
    minimumGross: inputFromCents(rules.minimumGrossCents),
    roundToCents: rules.roundToCents,
    roundingMode: rules.roundingMode,
    endInNine: rules.endInNine,
    raiseToMarket: rules.raiseToMarket,
  };
}

const number = (text: string) => (text.trim() === '' ? NaN : Number(text.trim().replace(/%$/, '')));

/**
 * The save a draft asks for, or the place of the first field that is not a number at all. The
 * ranges and the order of the steps are the server's to check: its message is shown at the field.
 */
export function rulesInputOf(draft: RulesDraft): { input: UpdatePricingRulesInput } | { invalid: RulesErrorPlace } {
  const steps = draft.steps.map((step) => ({
    fromDay: number(step.fromDay),
    percentOfMarket: number(step.percentOfMarket),
  }));
  if (steps.some((step) => !Number.isInteger(step.fromDay) || !Number.isFinite(step.percentOfMarket)))
    return { invalid: 'steps' };
  const minimumGrossCents = centsFromInput(draft.minimumGross);
  if (minimumGrossCents === null) return { invalid: 'minimumGross' };
  return {
    input: {
      steps,
      minimumGrossCents,
      roundToCents: draft.roundToCents,
      roundingMode: draft.roundingMode,
      endInNine: draft.endInNine,
      raiseToMarket: draft.raiseToMarket,
    },
  };
}

/** Which step a refusal names ("Step 2: …"), counted from 0; null when it names none. */
export function stepOfRefusal(message: string): number | null {
  const named = /^Step (\d+):/.exec(message);
  return named ? Number(named[1]) - 1 : null;
}

/** Which field a server refusal names (its messages name the field they are about). */
export function placeOfRefusal(message: string): RulesErrorPlace {
  if (/step|day|share of market/i.test(message)) return 'steps';
  if (/gross/i.test(message)) return 'minimumGross';
  if (/round|nine/i.test(message)) return 'rounding';
  return 'form';
}
