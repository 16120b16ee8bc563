import { useQuery } from '@apollo/client/react';
import { GetTeamMemberOptionsDocument } from '../../../graphql/generated/operations/GetTeamMemberOptions';

/** Active members of the organization (up to 100), for pickers: add to a group, assign an agent. */
export function useTeamMemberOptions({ skip = false }: { skip?: boolean } = {}) {
  const { data, loading, error } = useQuery(GetTeamMemberOptionsDocument, { skip });
  return { members: data?.teamMembers.edges.map((edge) => edge.node) ?? [], loading, error };
}
