import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { AppError } from '../errors';

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';

export const MISSING_KEY_MESSAGE =
  'The server has no SECRETS_KEY, so secrets cannot be stored encrypted. Ask whoever runs Lotwise to set it (32 random bytes, e.g. `openssl rand -base64 32`) and restart.';

/** The key, or a refusal a person can act on when the server was started without one. */
export function requireKey(key: Buffer | undefined): Buffer {
  if (!key) throw new AppError('SERVICE_UNAVAILABLE', MISSING_KEY_MESSAGE);
  return key;
}

/** `v1.<iv>.<tag>.<ciphertext>` (base64url): a fresh 96-bit IV per value; the tag makes tampering fail to open. */
export function seal(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plaintext of `seal`; throws when the key is another one or the value was altered. */
export function open(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed value');
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
