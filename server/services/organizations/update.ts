import { eq, sql } from 'drizzle-orm';
import { checkChecklistItem, checkOrganizationSetting, type RegistryCheck } from '../../../src/shared/organization';
import type { Database } from '../../db/client';
import { organizations, type OrganizationRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Viewer } from '../users/viewer';
import { writeAffectingViewers } from '../users/viewer-changes';

type UpdateOptions = { db: Database; viewer: Viewer; key: string; value: unknown };

// One key is merged into the stored map inside a single UPDATE, so two people changing
// different keys at the same moment both keep their change (no read-modify-write).
async function mergeKey(
  { db, viewer }: UpdateOptions,
  column: typeof organizations.settings | typeof organizations.setupChecklistItems,
  checked: RegistryCheck,
): Promise<OrganizationRow> {
  if (!checked.ok) throw new AppError('BAD_USER_INPUT', checked.message);
  const patch = JSON.stringify({ [checked.key]: checked.value });
  const organizationId = viewer.organization.id;
  const [row] = await writeAffectingViewers(db, { organizationId }, (tx) =>
    tx
      .update(organizations)
      .set({ [column.name === 'settings' ? 'settings' : 'setupChecklistItems']: sql`${column} || ${patch}::jsonb` })
      .where(eq(organizations.id, organizationId))
      .returning(),
  );
  if (!row) throw new AppError('NOT_FOUND', 'Your organization no longer exists.');
  return row;
}

export function updateOrganizationSetting(options: UpdateOptions): Promise<OrganizationRow> {
  return mergeKey(options, organizations.settings, checkOrganizationSetting(options.key, options.value));
}

export function updateOrganizationChecklistItem(options: UpdateOptions): Promise<OrganizationRow> {
  return mergeKey(options, organizations.setupChecklistItems, checkChecklistItem(options.key, options.value));
}
