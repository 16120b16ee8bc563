import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddGroupMemberDocument } from '../../../graphql/generated/operations/AddGroupMember';
import { GetGroupsDocument } from '../../../graphql/generated/operations/GetGroups';
import { RemoveGroupMemberDocument } from '../../../graphql/generated/operations/RemoveGroupMember';
import type { TeamMemberFieldsFragment } from '../../../graphql/generated/operations/TeamMemberFields';
import { personName } from '../common/format';
import { EmptyState, SectionLoading } from '../common/loading';
import { useGraphQLAction } from '../../base/use-graphql-action';

/** The groups a member belongs to: each box adds or removes them at once. */
export function MemberGroupsDialog({
  member,
  canEdit,
  onClose,
}: {
  member: TeamMemberFieldsFragment;
  canEdit: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const run = useGraphQLAction();
  const { data, loading } = useQuery(GetGroupsDocument);
  const [busyGroup, setBusyGroup] = useState<string | null>(null);
  const refetchQueries = ['GetTeamMembers'];
  const [addMember] = useMutation(AddGroupMemberDocument, { refetchQueries });
  const [removeMember] = useMutation(RemoveGroupMemberDocument, { refetchQueries });
  const name = personName(member);
  const groups = data?.groups ?? [];

  async function toggle(groupId: string, groupName: string, on: boolean) {
    setBusyGroup(groupId);
    const variables = { groupId, userId: member.id };
    await run(
      async () => {
        if (on) await addMember({ variables });
        else await removeMember({ variables });
      },
      on ? t('groups.memberAdded', { name, group: groupName }) : t('groups.memberRemoved', { name, group: groupName }),
    );
    setBusyGroup(null);
  }

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="member-groups-title">
      <DialogTitle id="member-groups-title">{t('groups.ofMember', { name })}</DialogTitle>
      <DialogContent dividers>
        {!data && loading ? (
          <SectionLoading />
        ) : groups.length === 0 ? (
          <EmptyState title={t('groups.empty')} body={t('groups.emptyBody')} />
        ) : (
          <FormGroup>
            {groups.map((group) => (
              <FormControlLabel
                key={group.id}
                label={group.name}
                control={
                  <Checkbox
                    checked={group.members.some((m) => m.id === member.id)}
                    disabled={!canEdit || busyGroup !== null}
                    onChange={(event) => void toggle(group.id, group.name, event.target.checked)}
                  />
                }
              />
            ))}
          </FormGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.done')}</Button>
      </DialogActions>
    </Dialog>
  );
}
