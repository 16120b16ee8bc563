// The server applies the whole rule (server/auth/password-policy.ts) and says what is wrong;
// the forms check only the length, counted in characters as the server counts them.
const MIN_PASSWORD_LENGTH = 12;

export const passwordTooShort = (password: string) => [...password].length < MIN_PASSWORD_LENGTH;
