import { createHash, randomBytes } from 'node:crypto';

/** A new secret for a link or an API token: 256 random bits, URL-safe. */
export const newSecretToken = () => randomBytes(32).toString('base64url');

/** How a secret is stored and looked up: its SHA-256, never the secret itself. */
export const hashSecretToken = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The token of an `Authorization: Bearer <token>` header, if the request has one. */
export const bearerToken = (authorization: string | undefined) => /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
