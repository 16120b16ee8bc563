import { AppError } from '../../errors';

type Options = {
  /** The flags held now. */
  current: readonly string[];
  /** The assignable flags wanted, replacing the assignable ones held now. */
  flags: readonly string[];
  /** Which flags may be given here (an organization's list, or a user's). */
  isAssignable: (flag: string) => boolean;
};

/**
 * The new flag list: the assignable flags replaced by `flags`, deduplicated and sorted. Flags
 * outside the list (set by Lotwise itself, e.g. `reports`) stay as they are. A flag that is not
 * assignable is BAD_USER_INPUT.
 */
export function replaceAssignableFlags({ current, flags, isAssignable }: Options): string[] {
  const unknown = flags.filter((flag) => !isAssignable(flag));
  if (unknown.length > 0) {
    throw new AppError('BAD_USER_INPUT', `These feature flags cannot be assigned here: ${unknown.join(', ')}.`);
  }
  const kept = current.filter((flag) => !isAssignable(flag));
  return [...new Set([...kept, ...flags])].sort();
}
