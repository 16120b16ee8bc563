import { and, eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

export type AuthenticatedUser = { id: string; email: string; name: string };

// Verifying against a real hash when the account does not exist keeps the answer time the
// same, so response timing does not reveal which emails have accounts.
let decoyHash: Promise<string> | undefined;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Checks email and password; `null` for any mismatch, unknown or deactivated account. */
export async function authenticateWithPassword(
  db: Database,
  email: string,
  password: string,
): Promise<AuthenticatedUser | null> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(and(eq(users.email, normalizeEmail(email)), eq(users.active, true)))
    .limit(1);
  if (!user?.passwordHash) {
    decoyHash ??= hashPassword('lotwise-decoy-password');
    await verifyPassword(await decoyHash, password);
    return null;
  }
  if (!(await verifyPassword(user.passwordHash, password))) return null;
  return { id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}` };
}

/** The active user with this email, for OAuth sign-in: accounts are never created by OAuth. */
export async function findActiveUserByEmail({
  db,
  email,
}: {
  db: Database;
  email: string;
}): Promise<AuthenticatedUser | null> {
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.email, normalizeEmail(email)), eq(users.active, true)))
    .limit(1);
  return user ? { id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}` } : null;
}
