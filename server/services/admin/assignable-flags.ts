import { isAssignableFeatureFlag } from '../../../src/shared/access';
import { AppError } from '../../errors';

/** The flags, deduplicated and sorted, when every one of them is on the assignable list. */
export function assignableFlags(flags: string[]): string[] {
  const unknown = flags.filter((flag) => !isAssignableFeatureFlag(flag));
  if (unknown.length > 0) throw new AppError('BAD_USER_INPUT', `Not assignable feature flag(s): ${unknown.join(', ')}.`);
  return [...new Set(flags)].sort();
}
