/**
 * API token scopes: `read` runs queries; `write` also runs mutations (as an EDITOR of the
 * organization); `transport`, given alone to a carrier, reads transport orders, changes their state
 * and signs their bill of lading and nothing else (src/shared/access/operations.ts, `carrier`).
 */
export const API_TOKEN_SCOPES = ['read', 'write', 'transport'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** Every token starts with this, so leaked tokens are easy to recognise and scan for. */
export const API_TOKEN_PREFIX = 'lw_';
