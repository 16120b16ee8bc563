import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DMS_FIELD_LIMITS, DMS_PROVIDERS, type DmsProvider } from '../../../src/shared/dms/providers';
import type { Database } from '../../db/client';
import { dmsConnections, type DmsConnectionRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Viewer } from '../users/viewer';
import { newSecretToken } from '../secret-tokens';
import { requireKey, seal } from '../secret-box';

/** A connection as the graph shows it: the ciphertexts become "set / not set", never their content. */
export type DmsConnectionView = Omit<DmsConnectionRow, 'credentialsCipher' | 'feedSecretCipher'> & {
  credentialsSet: boolean;
  feedSecretSet: boolean;
};

export const viewOf = ({ credentialsCipher, feedSecretCipher, ...row }: DmsConnectionRow): DmsConnectionView => ({
  ...row,
  credentialsSet: credentialsCipher !== null,
  feedSecretSet: feedSecretCipher !== null,
});

export async function getDmsConnection({
  db,
  viewer,
}: {
  db: Database;
  viewer: Viewer;
}): Promise<DmsConnectionView | null> {
  const [row] = await db.select().from(dmsConnections).where(eq(dmsConnections.organizationId, viewer.organization.id));
  return row ? viewOf(row) : null;
}

const identifier = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${label}.`)
    .max(max, `The ${label} is at most ${max} characters.`)
    .regex(/^[\x20-\x7E]+$/, `The ${label} holds letters, digits and punctuation only.`);

const ZSaveInput = z
  .object({
    provider: z.enum(DMS_PROVIDERS, { error: 'Choose the DMS provider from the list, or "Other".' }),
    providerName: z
      .string()
      .trim()
      .max(DMS_FIELD_LIMITS.providerName, `The provider name is at most ${DMS_FIELD_LIMITS.providerName} characters.`)
      .nullish(),
    dealerId: identifier('dealer id', DMS_FIELD_LIMITS.dealerId),
    storeId: identifier('store id', DMS_FIELD_LIMITS.storeId),
    credentials: z
      .string()
      .max(DMS_FIELD_LIMITS.credentials, `Credentials are at most ${DMS_FIELD_LIMITS.credentials} characters.`)
      .nullish(),
  })
  .refine((input) => input.provider !== 'other' || Boolean(input.providerName), {
    path: ['providerName'],
    message: 'Name the DMS when the provider is "Other".',
  });

export type SaveDmsConnectionInput = {
  provider: DmsProvider;
  providerName?: string | null;
  dealerId: string;
  storeId: string;
  /** New credentials; absent or null keeps the stored ones, an empty string clears them. */
  credentials?: string | null;
};

/**
 * Creates or changes the organization's one connection. Credentials are sealed with the server's
 * key; without a key, saving credentials is refused (the rest may be saved). The saver becomes
 * the person deliveries act as.
 */
export async function saveDmsConnection({
  db,
  viewer,
  key,
  ...input
}: { db: Database; viewer: Viewer; key: Buffer | undefined } & SaveDmsConnectionInput) {
  const parsed = ZSaveInput.safeParse(input);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    throw new AppError('BAD_USER_INPUT', issues.map((issue) => issue.message).join(' '), { issues });
  }
  const { provider, providerName, dealerId, storeId, credentials } = parsed.data;
  const credentialsCipher =
    credentials === undefined || credentials === null
      ? undefined
      : credentials === ''
        ? null
        : seal(requireKey(key), credentials);
  const fields = {
    provider,
    providerName: provider === 'other' ? providerName! : null,
    dealerId,
    storeId,
    actingUserId: viewer.user.id,
    ...(credentialsCipher !== undefined && { credentialsCipher }),
  };
  const [row] = await db
    .insert(dmsConnections)
    .values({ organizationId: viewer.organization.id, ...fields })
    .onConflictDoUpdate({ target: dmsConnections.organizationId, set: { ...fields, updatedAt: sql`now()` } })
    .returning();
  return viewOf(row!);
}

/**
 * A new feed secret for the connection, returned this once: the one before stops verifying at
 * once. Stored sealed, since verifying a signature needs the secret itself.
 */
export async function rotateDmsFeedSecret({
  db,
  viewer,
  key,
}: {
  db: Database;
  viewer: Viewer;
  key: Buffer | undefined;
}) {
  const sealingKey = requireKey(key);
  const secret = `lwdms_${newSecretToken()}`;
  const [row] = await db
    .update(dmsConnections)
    .set({
      feedSecretCipher: seal(sealingKey, secret),
      feedSecretCreatedAt: sql`now()`,
      actingUserId: viewer.user.id,
      updatedAt: sql`now()`,
    })
    .where(eq(dmsConnections.organizationId, viewer.organization.id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'Save the DMS connection first; then create its feed secret.');
  return { secret, connection: viewOf(row) };
}

/**
 * Removes the connection's feed secret: every delivery answers 401 at once, until an OWNER with
 * the feature creates a new one. Null when the organization has no connection. Any OWNER may do
 * it, whatever the organization's features (`manageWaysIn`).
 */
export async function revokeDmsFeedSecret({
  db,
  viewer,
}: {
  db: Database;
  viewer: Viewer;
}): Promise<DmsConnectionView | null> {
  const [row] = await db
    .update(dmsConnections)
    .set({ feedSecretCipher: null, feedSecretCreatedAt: null, updatedAt: sql`now()` })
    .where(eq(dmsConnections.organizationId, viewer.organization.id))
    .returning();
  return row ? viewOf(row) : null;
}
