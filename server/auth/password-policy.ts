import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../errors';

/**
 * The one password rule, after NIST SP 800-63B section 5.1.1.2: long enough, not absurdly long,
 * no composition rules, and not a password attackers try first (a breached or common one, one
 * character repeated, or the account's own email). Every path that sets a password asks here.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = 'tooShort' | 'tooLong' | 'controlCharacter' | 'repeated' | 'email' | 'common';

export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, string> = {
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  controlCharacter: 'Use letters, digits, spaces and symbols only: no control characters.',
  repeated: 'Do not repeat one character: choose a phrase or several words.',
  email: 'Do not use your email address as your password.',
  common: 'This password is on a list of common or leaked passwords. Choose another one.',
};

// Control characters (C0, DEL, C1) and lone surrogates, which no keyboard types and UTF-8 cannot carry.
const CONTROL = /[\p{Cc}\p{Cs}]/u;

// Loaded on first use (about 50,000 passwords), on the server only.
let commonPasswords: Set<string> | undefined;
function isCommon(password: string): boolean {
  commonPasswords ??= new Set(dictionary.passwords);
  return commonPasswords.has(password.toLowerCase());
}

/** What is wrong with `password` for the account `email`, or null when it may be used. */
export function passwordProblem(password: string, email?: string): PasswordProblem | null {
  // Counted in code points: an emoji or an accented letter is one character to the person typing it.
  const characters = [...password];
  if (characters.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (characters.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (CONTROL.test(password)) return 'controlCharacter';
  if (characters.every((character) => character === characters[0])) return 'repeated';
  const lowered = password.trim().toLowerCase();
  if (email) {
    const address = email.trim().toLowerCase();
    if (lowered === address || lowered === address.split('@')[0]) return 'email';
  }
  if (isCommon(lowered)) return 'common';
  return null;
}

/** Throws BAD_USER_INPUT with the reason a person can act on when `password` breaks the rule. */
export function assertPasswordAllowed(password: string, email?: string): void {
  const problem = passwordProblem(password, email);
  if (problem)
    throw new AppError('BAD_USER_INPUT', `This password cannot be used. ${PASSWORD_PROBLEM_MESSAGES[problem]}`);
}
