import type { QueryResolvers, Resolvers } from '../../../graphql/generated/resolvers';
import { canDo } from '../../../src/shared/access';
import { listAuditLog } from '../../services/audit/list';
import { toAccessUser } from '../../services/users/viewer';
import { requireOperation, requireViewer } from '../access';

export const AuditQueries: QueryResolvers = {
  auditLog: async (_parent, { filter, first, after }, context) => {
    const viewer = await requireViewer(context);
    const anyOrganization = canDo(toAccessUser(viewer), 'administer');
    if (!anyOrganization) await requireOperation(context, 'readOwnAuditLog');
    return listAuditLog({
      db: context.db,
      viewer,
      anyOrganization,
      organizationId: filter?.organizationId,
      action: filter?.action,
      first: first ?? 50,
      after,
    });
  },
};

export const AuditTypes: Pick<Resolvers, 'AuditEntry'> = {
  AuditEntry: {
    actor: (entry, _args, { loaders }) => (entry.actorUserId ? loaders.personById.load(entry.actorUserId) : null),
  },
};
