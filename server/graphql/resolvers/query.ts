import type { QueryResolvers } from '../../../graphql/generated/resolvers';
import type { Viewer } from '../../services/users/viewer';

// An API token acts as its organization, not as a person: it has no `me`.
const personOf = (viewer: Viewer | null) => (viewer && !viewer.token ? viewer.user : null);

export const Query: QueryResolvers = {
  // Answered without waiting when the viewer is loaded already (users.getMe loads it first).
  me: (_parent, _args, context) => {
    const loaded = context.loadedViewer();
    return loaded === undefined ? context.viewer().then(personOf) : personOf(loaded);
  },
};
