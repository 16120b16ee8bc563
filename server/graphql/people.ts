import { canDo } from '../../src/shared/access';
import type { Member } from '../services/users/member';
import { toAccessUser, type Viewer } from '../services/users/viewer';
import type { ExternalPersonModel, UserModel } from './models';

/** What the graph shows for someone a record names: the whole user, or only who they are. */
export type PersonModel = UserModel | ExternalPersonModel;

/**
 * Whether the viewer may read this user whole (email, organization, groups, permissions):
 * a member (or API token) of the same organization, or an administrator. Anonymous: never.
 */
export function maySeeUser(viewer: Viewer | null, user: Pick<Member, 'organizationId'>): boolean {
  if (!viewer) return false;
  return viewer.organization.id === user.organizationId || canDo(toAccessUser(viewer), 'administer');
}

export const displayNameOf = (user: Pick<Member, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();

/** The user when the viewer may see them, otherwise only their id and display name. */
export function personFor(viewer: Viewer | null, user: Member): PersonModel {
  return maySeeUser(viewer, user) ? user : { id: user.id, displayName: displayNameOf(user) };
}

export const isUserModel = (person: PersonModel): person is UserModel => 'organizationId' in person;

export const personDisplayName = (person: PersonModel) =>
  isUserModel(person) ? displayNameOf(person) : person.displayName;
