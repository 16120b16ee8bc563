import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  assertPasswordAllowed,
  passwordProblem,
  type PasswordProblem,
} from '../../../server/auth/password-policy';

const EMAIL = 'jamie.longname@dealer.test';

const refused: [string, string, PasswordProblem][] = [
  ['11 characters', 'abcdefghijk', 'tooShort'],
  ['11 emoji (22 UTF-16 units, 11 characters)', '🚗'.repeat(5) + '🔑'.repeat(6), 'tooShort'],
  ['one character over the maximum', 'a'.repeat(PASSWORD_MAX_LENGTH) + 'b', 'tooLong'],
  ['twelve spaces', ' '.repeat(12), 'repeated'],
  ['twelve NUL characters', '\u0000'.repeat(12), 'controlCharacter'],
  ['a NUL in a long phrase', 'correct horse\u0000battery', 'controlCharacter'],
  ['a tab', 'correct\thorse battery', 'controlCharacter'],
  ['a newline', 'correct horse\nbattery', 'controlCharacter'],
  ['DEL', 'correct horse battery\u007f', 'controlCharacter'],
  ['a C1 control', 'correct horse battery\u0085', 'controlCharacter'],
  ['a lone surrogate', 'correct horse battery\ud800', 'controlCharacter'],
  ['one letter repeated', 'aaaaaaaaaaaaaaa', 'repeated'],
  ['one emoji repeated', '🚗'.repeat(12), 'repeated'],
  ['123456789012', '123456789012', 'common'],
  ['a common password in another case', 'QWERTY123456', 'common'],
  ['1qaz2wsx3edc', '1qaz2wsx3edc', 'common'],
  ['the email itself', EMAIL, 'email'],
  ['the email in capitals with spaces', `  ${EMAIL.toUpperCase()} `, 'email'],
  ['the email name', 'jamie.longname', 'email'],
];

const accepted: [string, string][] = [
  ['exactly the minimum', 'plum-tractor'],
  ['exactly the maximum', 'ab'.repeat(PASSWORD_MAX_LENGTH / 2)],
  ['a phrase with spaces', 'correct horse battery staple'],
  ['no digits or symbols at all (no composition rules)', 'lotsofletters'],
  ['twelve emoji of two kinds', '🚗🔑'.repeat(6)],
  ['accented letters', 'crème brûlée à la carte'],
  ['the demo password', 'lotwise-demo'],
];

describe('password policy (NIST SP 800-63B)', () => {
  it('has a minimum of 12 and a sane maximum', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
  });

  it.each(refused)('refuses %s', (_name, password, problem) => {
    expect(passwordProblem(password, EMAIL)).toBe(problem);
  });

  it.each(accepted)('accepts %s', (_name, password) => {
    expect(passwordProblem(password, EMAIL)).toBeNull();
  });

  it('checks the email only when there is one', () => {
    expect(passwordProblem(EMAIL)).toBeNull();
  });

  it('throws BAD_USER_INPUT with the reason a person can act on', () => {
    expect(() => assertPasswordAllowed('123456789012')).toThrow(
      expect.objectContaining({
        code: 'BAD_USER_INPUT',
        message:
          'This password cannot be used. This password is on a list of common or leaked passwords. Choose another one.',
      }),
    );
    expect(() => assertPasswordAllowed('plum-tractor', EMAIL)).not.toThrow();
  });
});
