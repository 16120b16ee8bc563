import MoreVert from '@mui/icons-material/MoreVert';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, USER_TYPES } from '../../shared/access';
import { AdminInviteUserDocument } from '../../../graphql/generated/operations/AdminInviteUser';
import type { AdminOrganizationFieldsFragment } from '../../../graphql/generated/operations/AdminOrganizationFields';
import type { AdminUserFieldsFragment } from '../../../graphql/generated/operations/AdminUserFields';
import { GetAdminUsersDocument } from '../../../graphql/generated/operations/GetAdminUsers';
import { personName } from '../common/format';
import { ActionsCell, ListTable, PersonCell } from '../common/list-table';
import { EmptyState } from '../common/loading';
import { useGraphQLAction } from '../../base/use-graphql-action';
import { useUserAccessActions } from '../sessions/user-access-actions';
import { InviteDialog } from '../team/invite-dialog';
import { useFlagLabel } from './flag-checkboxes';
import { UserFlagsDialog } from './user-flags-dialog';

/** The users of one organization with their flags, and inviting someone into it. */
export function OrganizationUsersTab({ organization }: { organization: AdminOrganizationFieldsFragment }) {
  const { t } = useTranslation();
  const run = useGraphQLAction();
  const { data, loading, error, refetch } = useQuery(GetAdminUsersDocument, {
    variables: { organizationId: organization.id },
  });
  const [inviteUser] = useMutation(AdminInviteUserDocument);
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<AdminUserFieldsFragment | null>(null);
  const users = data?.adminUsers ?? [];

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="outlined" startIcon={<PersonAddOutlined />} onClick={() => setInviting(true)}>
          {t('admin.inviteUser')}
        </Button>
      </Box>
      <ListTable
        query={{ loaded: Boolean(data), loading, error, onRetry: refetch }}
        loadingLabel={t('admin.usersLoading')}
        empty={users.length === 0 && <EmptyState title={t('admin.noUsers')} body={t('admin.noUsersBody')} />}
        label={t('admin.users')}
        size="small"
        minWidth={820}
        columns={[t('members.name'), t('members.role'), t('admin.userFlags'), t('admin.productFlags')]}
        actions
      >
        {users.map((user) => (
          <TableRow key={user.id} hover sx={{ verticalAlign: 'top' }}>
            <PersonCell person={user} note={!user.active && `(${t('members.status.inactive')})`} withEmail />
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {t(`role.${user.role}`)} · {t(`userType.${user.type}`)}
            </TableCell>
            <TableCell>
              <FlagChips flags={user.featureFlags} labelled />
            </TableCell>
            <TableCell>
              <FlagChips flags={user.productFeatureFlags} />
            </TableCell>
            <ActionsCell>
              <Button
                size="small"
                onClick={() => setEditing(user)}
                aria-label={t('admin.editFlagsOf', { name: personName(user) })}
              >
                {t('admin.editFlags')}
              </Button>
              <UserAccessMenu user={user} />
            </ActionsCell>
          </TableRow>
        ))}
      </ListTable>
      {editing && <UserFlagsDialog key={editing.id} user={editing} onClose={() => setEditing(null)} />}
      <InviteDialog
        open={inviting}
        onClose={() => setInviting(false)}
        roleOptions={ROLES}
        typeOptions={USER_TYPES}
        organizationName={organization.name}
        invite={async (input) => {
          const result = await run(() => inviteUser({ variables: { organizationId: organization.id, input } }));
          const invited = result?.data?.adminInviteUser;
          return invited
            ? { email: invited.invitation.email, signUpUrl: invited.signUpUrl, emailed: invited.emailed }
            : undefined;
        }}
      />
    </Box>
  );
}

/** Reset link and "sign out everywhere" for any user (an administrator's). */
function UserAccessMenu({ user }: { user: AdminUserFieldsFragment }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const access = useUserAccessActions(user, () => setAnchor(null));
  if (access.menuItems.length === 0) return null;
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('members.actionsFor', { name: personName(user) })}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {access.menuItems}
      </Menu>
      {access.dialogs}
    </>
  );
}

/** Feature flags by their labels (`labelled`); product feature flags have only their names. */
function FlagChips({ flags, labelled = false }: { flags: readonly string[]; labelled?: boolean }) {
  const flagLabel = useFlagLabel();
  if (flags.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {flags.map((flag) => (
        <Chip
          key={flag}
          size="small"
          variant="outlined"
          label={labelled ? flagLabel(flag) : flag}
          title={labelled ? flag : undefined}
          sx={labelled ? undefined : { fontFamily: 'monospace' }}
        />
      ))}
    </Box>
  );
}
