import DataLoader from 'dataloader';
import type { Database } from '../db/client';
import type { LiveEvents } from '../services/events/live';
import type { LiveNotifications } from '../services/notifications/live';
import type { DealerGroupRow, GroupRow, OrganizationRow } from '../db/schema';
import { unsafeLoadDealerGroups, unsafeLoadOrganizations } from '../services/organizations/load';
import { groupMembers } from '../services/team/groups';
import type { Member } from '../services/users/member';
import type { Mailer } from '../mail/mailer';
import type { RemoteProviderConfig } from '../services/market/valuations/remote-provider';
import type { PasswordResetLimits } from '../services/passwords/reset';
import { loadViewer, type Viewer } from '../services/users/viewer';
import type { ViewerCache } from '../services/users/viewer-cache';
import { unsafeLoadGroupsOfUsers, unsafeLoadPermissionsOfUsers, unsafeLoadUsers } from '../services/users/load';
import { createAgentLoaders, type AgentLoaders } from './agent-loaders';
import { createInventoryLoaders, type InventoryLoaders } from './inventory-loaders';
import { maySeeUser, personFor, type PersonModel } from './people';

export type Loaders = {
  organizationById: DataLoader<string, OrganizationRow | null>;
  dealerGroupById: DataLoader<string, DealerGroupRow | null>;
  groupsByUserId: DataLoader<string, GroupRow[]>;
  permissionsByUserId: DataLoader<string, string[]>;
  /** A user by id when the viewer may see them (`maySeeUser`); null for anyone else. */
  userById: DataLoader<string, Member | null>;
  /**
   * Anyone by id, for fields that may name someone of another organization (invited by,
   * created by, actor): the user when the viewer may see them, otherwise only who they are.
   */
  personById: DataLoader<string, PersonModel | null>;
  /** A group's members the viewer may see (a group's members are all of its organization). */
  membersByGroupId: DataLoader<string, Member[]>;
} & InventoryLoaders &
  AgentLoaders;

/** Per-request GraphQL context: who is asking (resolved lazily, once) and batched loaders. */
/** What the server was configured with that resolvers need: its public URL, email, the reset limits and the valuation provider. */
export type GraphQLRuntime = {
  appUrl: string;
  mailer: Mailer | undefined;
  passwordResetLimits: PasswordResetLimits;
  /** The remote valuation provider, when configured (off by default: built-in values only). */
  valuationProvider?: RemoteProviderConfig;
  /** The key DMS credentials and feed secrets are sealed with (SECRETS_KEY); absent, they cannot be saved. */
  secretsKey?: Buffer;
  /** WEBHOOK_ALLOW_PRIVATE: webhook URLs may be plain http (tests and closed networks only). */
  webhookAllowPrivate?: boolean;
};

/**
 * How a request says who it is: the session cookie (browsers), or `Authorization: Bearer`
 * with an API token (tools and partners).
 */
export type Credentials =
  { kind: 'session'; userId: () => Promise<string | null> } | { kind: 'token'; viewer: () => Promise<Viewer | null> };

export type GraphQLContext = {
  db: Database;
  loaders: Loaders;
  runtime: GraphQLRuntime;
  /** Whether the request came with an API token (valid or not). */
  bearer: boolean;
  /** The client's address, for limits on anonymous operations ('in-process' when run by the server itself). */
  clientAddress: string;
  /** The signed-in user or the API token's principal; null for an anonymous request or a bad token. */
  viewer(): Promise<Viewer | null>;
  /** What `viewer()` resolved to, once it has (undefined before): resolvers can answer without waiting. */
  loadedViewer(): Viewer | null | undefined;
  /** On the event stream only (server/http/event-stream.ts): the hub, and a fresh authentication of the stream's request. */
  live?: LiveContext;
};

export type LiveContext = {
  events: LiveEvents;
  notifications: LiveNotifications;
  reauthenticate(): Promise<Viewer | null>;
};

// The user loaders check the viewer themselves: whichever field reaches a user, someone outside
// the viewer's organization never comes back whole.
function createLoaders(db: Database, viewer: () => Promise<Viewer | null>): Loaders {
  const anyUserById = new DataLoader((ids: readonly string[]) => unsafeLoadUsers({ db, ids }));
  const userLoader = <T>(answer: (loaded: Viewer | null, user: Member) => T) =>
    new DataLoader<string, T | null>(async (ids) => {
      const [loaded, rows] = await Promise.all([viewer(), anyUserById.loadMany(ids)]);
      return rows.map((row) => (row instanceof Error || row === null ? row : answer(loaded, row)));
    });
  return {
    organizationById: new DataLoader((ids) => unsafeLoadOrganizations({ db, ids })),
    dealerGroupById: new DataLoader((ids) => unsafeLoadDealerGroups({ db, ids })),
    groupsByUserId: new DataLoader((userIds) => unsafeLoadGroupsOfUsers({ db, userIds })),
    permissionsByUserId: new DataLoader((userIds) => unsafeLoadPermissionsOfUsers({ db, userIds })),
    userById: userLoader((loaded, user) => (maySeeUser(loaded, user) ? user : null)),
    personById: userLoader(personFor),
    // Batched, not cached: a document may add and remove members in several mutations, each
    // of which answers with the group's members as they are then.
    membersByGroupId: new DataLoader(
      async (ids) => {
        const [loaded, byGroup] = await Promise.all([viewer(), groupMembers({ db, groupIds: ids })]);
        return ids.map((id) => (byGroup.get(id) ?? []).filter((member) => maySeeUser(loaded, member)));
      },
      { cache: false },
    ),
    ...createInventoryLoaders(db, viewer),
    ...createAgentLoaders(db),
  };
}

/**
 * `resolveUserId` reads the session only when a resolver first asks who is signed in, so
 * operations that never look at the viewer pay nothing for it.
 */
export function createGraphQLContext(options: {
  db: Database;
  viewers: ViewerCache;
  runtime: GraphQLRuntime;
  credentials: Credentials;
  clientAddress?: string;
  live?: LiveContext;
}): GraphQLContext {
  const { db, viewers, credentials } = options;
  let viewer: Promise<Viewer | null> | undefined;
  let loadedViewer: Viewer | null | undefined;
  const loaders = createLoaders(db, viewerOnce);

  async function authenticate(): Promise<Viewer | null> {
    if (credentials.kind === 'token') return credentials.viewer();
    const userId = await credentials.userId();
    return userId ? viewers.get(userId, () => loadViewer({ db, userId })) : null;
  }

  function viewerOnce(): Promise<Viewer | null> {
    viewer ??= authenticate().then((loaded) => {
      // The viewer query already brought the organization: resolving it again needs no query.
      // (A signed-in viewer's own groups and permissions are read from `loadedViewer` by the
      // User resolvers; a token's viewer has none of its own, so its creator's come from the loaders.)
      if (loaded) loaders.organizationById.prime(loaded.organization.id, loaded.organization);
      loadedViewer = loaded;
      return loaded;
    });
    return viewer;
  }

  return {
    db,
    loaders,
    runtime: options.runtime,
    bearer: credentials.kind === 'token',
    clientAddress: options.clientAddress ?? 'in-process',
    viewer: viewerOnce,
    loadedViewer: () => loadedViewer,
    live: options.live,
  };
}
