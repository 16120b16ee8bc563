import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role, UserType } from '../../shared/access';
import { DeactivateUserDocument } from '../../../graphql/generated/operations/DeactivateUser';
import { ReactivateUserDocument } from '../../../graphql/generated/operations/ReactivateUser';
import type { TeamMemberFieldsFragment } from '../../../graphql/generated/operations/TeamMemberFields';
import { UpdateUserRoleDocument } from '../../../graphql/generated/operations/UpdateUserRole';
import { UpdateUserTypeDocument } from '../../../graphql/generated/operations/UpdateUserType';
import { useConfirm } from '../../base/confirm-dialog';
import { personName, useFormat } from '../common/format';
import { ActionsCell, PersonCell } from '../common/list-table';
import { useGraphQLAction } from '../../base/use-graphql-action';
import { useUserAccessActions } from '../sessions/user-access-actions';
import { useTeamAccess } from './use-team-access';

type Member = TeamMemberFieldsFragment;
type DialogKind = 'permissions' | 'groups';

/** One member: role and type (changeable when the viewer may), groups, status, and the actions menu. */
export function MemberRow({ member, onOpen }: { member: Member; onOpen: (kind: DialogKind) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const run = useGraphQLAction();
  const { viewerId, mayChange, roleOptions, typeOptions } = useTeamAccess();
  const [updateRole, roleState] = useMutation(UpdateUserRoleDocument);
  const [updateType, typeState] = useMutation(UpdateUserTypeDocument);
  const name = personName(member);
  // A member whose role or type is beyond the viewer's (an OWNER, an administrator) is theirs to change, not the viewer's.
  const canChange = mayChange(member);

  return (
    <TableRow hover sx={member.active ? undefined : { '& td': { color: 'text.secondary' } }}>
      <PersonCell person={member} note={member.id === viewerId && t('members.you')} sx={{ whiteSpace: 'nowrap' }} />
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{member.email}</TableCell>
      <TableCell>
        {!canChange ? (
          <Chip size="small" label={t(`role.${member.role}`)} color={member.role === 'OWNER' ? 'primary' : 'default'} />
        ) : (
          <ChoiceSelect
            value={member.role}
            options={roleOptions}
            labelOf={(role) => t(`role.${role}`)}
            ariaLabel={t('members.roleFor', { name })}
            disabled={roleState.loading}
            minWidth={120}
            onChange={(role) =>
              void run(
                () => updateRole({ variables: { userId: member.id, role } }),
                t('members.roleChanged', { name, role: t(`role.${role}`) }),
              )
            }
          />
        )}
      </TableCell>
      <TableCell>
        {!canChange ? (
          <Typography variant="body2">{t(`userType.${member.type}`)}</Typography>
        ) : (
          <ChoiceSelect
            value={member.type}
            options={typeOptions}
            labelOf={(type) => t(`userType.${type}`)}
            ariaLabel={t('members.typeFor', { name })}
            disabled={typeState.loading}
            minWidth={140}
            onChange={(type) =>
              void run(
                () => updateType({ variables: { userId: member.id, type } }),
                t('members.typeChanged', { name, type: t(`userType.${type}`) }),
              )
            }
          />
        )}
      </TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {member.groups.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              —
            </Typography>
          ) : (
            member.groups.map((group) => <Chip key={group.id} size="small" variant="outlined" label={group.name} />)
          )}
        </Box>
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          color={member.active ? 'success' : 'default'}
          variant={member.active ? 'filled' : 'outlined'}
          label={member.active ? t('members.status.active') : t('members.status.inactive')}
        />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(member.createdAt)}</TableCell>
      <MemberActions member={member} canChange={canChange} onOpen={onOpen} />
    </TableRow>
  );
}

/** A role or type picker; the member's current value stays listed (disabled) when the viewer may not grant it. */
function ChoiceSelect<T extends Role | UserType>({
  value,
  options,
  labelOf,
  ariaLabel,
  disabled,
  minWidth,
  onChange,
}: {
  value: T;
  options: readonly T[];
  labelOf: (option: T) => string;
  ariaLabel: string;
  disabled: boolean;
  minWidth: number;
  onChange: (value: T) => void;
}) {
  const shown = options.includes(value) ? options : [...options, value];
  return (
    <Select
      size="small"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as T)}
      inputProps={{ 'aria-label': ariaLabel }}
      sx={{ minWidth }}
    >
      {shown.map((option) => (
        <MenuItem key={option} value={option} disabled={!options.includes(option)}>
          {labelOf(option)}
        </MenuItem>
      ))}
    </Select>
  );
}

/** The member's menu: permissions, groups, deactivating or reactivating, and the access actions. */
function MemberActions({
  member,
  canChange,
  onOpen,
}: {
  member: Member;
  canChange: boolean;
  onOpen: (kind: DialogKind) => void;
}) {
  const { t } = useTranslation();
  const run = useGraphQLAction();
  const confirm = useConfirm();
  const { viewerId, canManageAccess } = useTeamAccess();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const access = useUserAccessActions(member, () => setMenuAnchor(null));
  const [deactivate] = useMutation(DeactivateUserDocument);
  const [reactivate] = useMutation(ReactivateUserDocument);
  const name = personName(member);
  const isSelf = member.id === viewerId;
  const open = (kind: DialogKind) => {
    setMenuAnchor(null);
    onOpen(kind);
  };

  function askActive() {
    setMenuAnchor(null);
    confirm.ask(
      member.active
        ? {
            title: t('members.deactivateTitle', { name }),
            body: t('members.deactivateBody', { name }),
            confirmLabel: t('members.deactivate'),
            destructive: true,
            onConfirm: () =>
              run(() => deactivate({ variables: { userId: member.id } }), t('members.deactivated', { name })),
          }
        : {
            title: t('members.reactivateTitle', { name }),
            body: t('members.reactivateBody', { name }),
            confirmLabel: t('members.reactivate'),
            onConfirm: () =>
              run(() => reactivate({ variables: { userId: member.id } }), t('members.reactivated', { name })),
          },
    );
  }

  return (
    <ActionsCell>
      <IconButton
        aria-label={t('members.actionsFor', { name })}
        onClick={(event) => setMenuAnchor(event.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        <MenuItem onClick={() => open('permissions')}>
          {canChange ? t('members.editPermissions') : t('members.viewPermissions')}
        </MenuItem>
        <MenuItem onClick={() => open('groups')}>{t('members.manageGroups')}</MenuItem>
        {canChange && !isSelf && (
          <MenuItem onClick={askActive} sx={member.active ? { color: 'error.main' } : undefined}>
            {member.active ? t('members.deactivate') : t('members.reactivate')}
          </MenuItem>
        )}
        {canManageAccess && !isSelf && access.menuItems}
      </Menu>
      {confirm.dialog}
      {access.dialogs}
    </ActionsCell>
  );
}
