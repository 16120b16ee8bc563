import AddOutlined from '@mui/icons-material/AddOutlined';
import CancelOutlined from '@mui/icons-material/Cancel';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddGroupMemberDocument } from '../../../graphql/generated/operations/AddGroupMember';
import { CreateGroupDocument } from '../../../graphql/generated/operations/CreateGroup';
import { DeleteGroupDocument } from '../../../graphql/generated/operations/DeleteGroup';
import { GetGroupsDocument } from '../../../graphql/generated/operations/GetGroups';
import type { GroupFieldsFragment } from '../../../graphql/generated/operations/GroupFields';
import { RemoveGroupMemberDocument } from '../../../graphql/generated/operations/RemoveGroupMember';
import { RenameGroupDocument } from '../../../graphql/generated/operations/RenameGroup';
import { useConfirm } from '../../base/confirm-dialog';
import { personName } from '../common/format';
import { EmptyState, QueryState } from '../common/loading';
import { NameDialog } from '../common/name-dialog';
import { useGraphQLAction } from '../../base/use-graphql-action';
import { useTeamMemberOptions } from './use-team-member-options';

// Member rows show their groups: they are fetched again when a membership changes.
const REFETCH_MEMBERS = ['GetTeamMembers'];

/** The organization's groups: create, rename, delete, and who is in each. */
export function GroupsCard({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const run = useGraphQLAction();
  const { data, loading, error, refetch } = useQuery(GetGroupsDocument);
  const [createGroup] = useMutation(CreateGroupDocument, { refetchQueries: ['GetGroups'] });
  const [creating, setCreating] = useState(false);
  const groups = data?.groups ?? [];

  return (
    <Card>
      <CardHeader
        slotProps={{ title: { component: 'h2' } }}
        title={t('groups.title')}
        subheader={t('groups.subtitle')}
        action={
          canManage && (
            <Button startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
              {t('groups.create')}
            </Button>
          )
        }
      />
      <QueryState
        loaded={Boolean(data)}
        loading={loading}
        error={error}
        onRetry={refetch}
        loadingLabel={t('groups.loading')}
        empty={groups.length === 0 && <EmptyState title={t('groups.empty')} body={t('groups.emptyBody')} />}
      >
        <Stack divider={<Divider />} sx={{ pb: 1 }}>
          {groups.map((group) => (
            <GroupRow key={group.id} group={group} canManage={canManage} />
          ))}
        </Stack>
      </QueryState>
      <NameDialog
        key={creating ? 'open' : 'closed'}
        open={creating}
        title={t('groups.createTitle')}
        label={t('groups.name')}
        submitLabel={t('common.create')}
        onClose={() => setCreating(false)}
        onSubmit={async (name) =>
          Boolean(await run(() => createGroup({ variables: { name } }), t('groups.created', { group: name })))
        }
      />
    </Card>
  );
}

function GroupRow({ group, canManage }: { group: GroupFieldsFragment; canManage: boolean }) {
  const { t } = useTranslation();
  const run = useGraphQLAction();
  const confirm = useConfirm();
  const [renaming, setRenaming] = useState(false);
  const [adding, setAdding] = useState(false);
  const [renameGroup] = useMutation(RenameGroupDocument, { refetchQueries: REFETCH_MEMBERS });
  const [deleteGroup] = useMutation(DeleteGroupDocument, { refetchQueries: ['GetGroups', ...REFETCH_MEMBERS] });
  const [removeMember] = useMutation(RemoveGroupMemberDocument, { refetchQueries: REFETCH_MEMBERS });

  return (
    <Box sx={{ px: 2, py: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap>
          {group.name}
          <Typography component="span" variant="body2" color="text.secondary">
            {' · '}
            {t('groups.memberCount', { count: group.members.length })}
          </Typography>
        </Typography>
        {canManage && (
          <>
            <Tooltip title={t('groups.addMember')}>
              <IconButton
                size="small"
                aria-label={t('groups.addMemberTo', { group: group.name })}
                onClick={() => setAdding(true)}
              >
                <PersonAddOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('common.rename')}>
              <IconButton
                size="small"
                aria-label={t('groups.renameGroup', { group: group.name })}
                onClick={() => setRenaming(true)}
              >
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('common.delete')}>
              <IconButton
                size="small"
                aria-label={t('groups.deleteGroup', { group: group.name })}
                onClick={() =>
                  confirm.ask({
                    title: t('groups.deleteTitle', { group: group.name }),
                    body: t('groups.deleteBody'),
                    confirmLabel: t('common.delete'),
                    destructive: true,
                    onConfirm: () =>
                      run(
                        () => deleteGroup({ variables: { id: group.id } }),
                        t('groups.deleted', { group: group.name }),
                      ),
                  })
                }
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 1 }}>
        {group.members.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('groups.noMembers')}
          </Typography>
        ) : (
          group.members.map((member) => (
            <Chip
              key={member.id}
              size="small"
              label={personName(member)}
              onDelete={
                canManage
                  ? () =>
                      void run(
                        () => removeMember({ variables: { groupId: group.id, userId: member.id } }),
                        t('groups.memberRemoved', { name: personName(member), group: group.name }),
                      )
                  : undefined
              }
              deleteIcon={
                <CancelOutlined
                  titleAccess={t('groups.removeMember', { name: personName(member), group: group.name })}
                />
              }
            />
          ))
        )}
      </Box>
      <NameDialog
        key={renaming ? 'open' : 'closed'}
        open={renaming}
        title={t('groups.renameTitle', { group: group.name })}
        label={t('groups.name')}
        submitLabel={t('common.rename')}
        initialName={group.name}
        onClose={() => setRenaming(false)}
        onSubmit={async (name) =>
          Boolean(
            await run(() => renameGroup({ variables: { id: group.id, name } }), t('groups.renamed', { group: name })),
          )
        }
      />
      {adding && <AddMemberDialog group={group} onClose={() => setAdding(false)} />}
      {confirm.dialog}
    </Box>
  );
}

function AddMemberDialog({ group, onClose }: { group: GroupFieldsFragment; onClose: () => void }) {
  const { t } = useTranslation();
  const run = useGraphQLAction();
  const { members, loading } = useTeamMemberOptions();
  const [addMember, { loading: saving }] = useMutation(AddGroupMemberDocument, { refetchQueries: REFETCH_MEMBERS });
  const candidates = members.filter((member) => !group.members.some((existing) => existing.id === member.id));
  const [selected, setSelected] = useState<(typeof members)[number] | null>(null);

  async function add() {
    if (!selected) return;
    const done = await run(
      () => addMember({ variables: { groupId: group.id, userId: selected.id } }),
      t('groups.memberAdded', { name: personName(selected), group: group.name }),
    );
    if (done) onClose();
  }

  return (
    <Dialog open onClose={saving ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="add-member-title">
      <DialogTitle id="add-member-title">{t('groups.addMemberTo', { group: group.name })}</DialogTitle>
      <DialogContent>
        <Autocomplete
          options={candidates}
          loading={loading}
          value={selected}
          onChange={(_event, value) => setSelected(value)}
          getOptionLabel={(option) => `${personName(option)} (${option.email})`}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          noOptionsText={t('groups.noCandidates')}
          renderInput={(params) => <TextField {...params} label={t('groups.member')} margin="dense" autoFocus />}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void add()} disabled={!selected || saving}>
          {t('groups.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
