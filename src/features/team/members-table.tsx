import MoreVert from '@mui/icons-material/MoreVert';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role, type UserType } from '../../shared/access';
import {
  DeactivateUserDocument,
  GetTeamMembersDocument,
  ReactivateUserDocument,
  UpdateUserRoleDocument,
  UpdateUserTypeDocument,
  type TeamMemberFieldsFragment,
  type TeamMemberOrder,
} from '../../../graphql/generated/client/graphql';
import { useConfirm } from '../common/confirm-dialog';
import { useDebouncedValue } from '../common/use-debounced-value';
import { VisuallyHidden } from '../common/visually-hidden';
import { personName, useFormat } from '../common/format';
import { EmptyState, QueryState } from '../common/loading';
import { useGraphQLAction } from '../common/use-graphql-action';
import { useUserAccessActions } from '../sessions/user-access-actions';
import { MemberGroupsDialog } from './member-groups-dialog';
import { PermissionsDialog } from './permissions-dialog';
import { useTeamAccess } from './use-team-access';

type Member = TeamMemberFieldsFragment;
type StatusFilter = 'all' | 'active' | 'inactive';

const SORTABLE: { order: TeamMemberOrder; labelKey: string }[] = [
  { order: 'NAME', labelKey: 'members.name' },
  { order: 'EMAIL', labelKey: 'members.email' },
  { order: 'ROLE', labelKey: 'members.role' },
  { order: 'CREATED_AT', labelKey: 'members.created' },
];

/**
 * The organization's members, searched, filtered, sorted and paged by the server (cursor pages:
 * the cursors of the pages passed are kept, so "previous" goes back exactly).
 */
export function MembersTable({ organizationFlags }: { organizationFlags: readonly string[] }) {
  const { t } = useTranslation();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const [role, setRole] = useState<Role | ''>('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [orderBy, setOrderBy] = useState<TeamMemberOrder>('NAME');
  const [pageSize, setPageSize] = useState(10);
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const page = cursors.length - 1;

  const resetPaging = () => setCursors([null]);
  const filter = {
    search: search || undefined,
    role: role || undefined,
    active: status === 'all' ? undefined : status === 'active',
  };
  const { data, previousData, loading, error, refetch } = useQuery(GetTeamMembersDocument, {
    variables: { filter, orderBy, first: pageSize, after: cursors[page] ?? null },
  });
  const connection = (data ?? previousData)?.teamMembers;
  const members = connection?.edges.map((edge) => edge.node) ?? [];

  const [dialog, setDialog] = useState<{ kind: 'permissions' | 'groups'; member: Member } | null>(null);
  const { mayChange } = useTeamAccess();

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, px: 2, pb: 2 }}>
        <TextField
          size="small"
          label={t('members.search')}
          value={searchText}
          onChange={(event) => {
            setSearchText(event.target.value);
            resetPaging();
          }}
          sx={{ flex: '1 1 260px' }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          size="small"
          label={t('members.filterRole')}
          value={role}
          onChange={(event) => {
            setRole(event.target.value as Role | '');
            resetPaging();
          }}
          sx={{ minWidth: 150 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('members.allRoles')}</MenuItem>
          {ROLES.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`role.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('members.filterStatus')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as StatusFilter);
            resetPaging();
          }}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="all">{t('members.status.all')}</MenuItem>
          <MenuItem value="active">{t('members.status.active')}</MenuItem>
          <MenuItem value="inactive">{t('members.status.inactive')}</MenuItem>
        </TextField>
      </Box>
      <Box sx={{ height: 4 }}>{loading && connection && <LinearProgress aria-label={t('common.loading')} />}</Box>
      <QueryState
        loaded={Boolean(connection)}
        loading={loading}
        error={error}
        onRetry={refetch}
        loadingLabel={t('members.loading')}
        empty={members.length === 0 && <EmptyState title={search || role || status !== 'all' ? t('members.noMatch') : t('members.empty')} />}
      >
        <TableContainer>
          <Table size="small" aria-label={t('members.title')} sx={{ minWidth: 980 }}>
            <TableHead>
              <TableRow>
                {SORTABLE.slice(0, 3).map((column) => (
                  <SortHeader key={column.order} column={column} orderBy={orderBy} onSort={(order) => { setOrderBy(order); resetPaging(); }} />
                ))}
                <TableCell>{t('members.type')}</TableCell>
                <TableCell>{t('members.groups')}</TableCell>
                <TableCell>{t('members.statusColumn')}</TableCell>
                <SortHeader column={SORTABLE[3]!} orderBy={orderBy} onSort={(order) => { setOrderBy(order); resetPaging(); }} />
                <TableCell align="right">
                  <VisuallyHidden>{t('members.actions')}</VisuallyHidden>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {members.map((member) => (
                <MemberRow key={member.id} member={member} onOpen={(kind) => setDialog({ kind, member })} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </QueryState>
      {connection && connection.totalCount > 0 && (
        <TablePagination
          component="div"
          count={connection.totalCount}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[10, 25, 50, 100]}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            resetPaging();
          }}
          onPageChange={(_event, next) => {
            if (next > page && connection.pageInfo.endCursor) setCursors((list) => [...list, connection.pageInfo.endCursor]);
            else if (next < page) setCursors((list) => list.slice(0, -1));
          }}
          labelRowsPerPage={t('members.perPage')}
        />
      )}
      {dialog?.kind === 'permissions' && (
        <PermissionsDialog member={dialog.member} organizationFlags={organizationFlags} canEdit={mayChange(dialog.member)} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'groups' && <MemberGroupsDialog member={dialog.member} canEdit={mayChange(dialog.member)} onClose={() => setDialog(null)} />}
    </Box>
  );
}

function SortHeader({
  column,
  orderBy,
  onSort,
}: {
  column: (typeof SORTABLE)[number];
  orderBy: TeamMemberOrder;
  onSort: (order: TeamMemberOrder) => void;
}) {
  const { t } = useTranslation();
  const active = orderBy === column.order;
  return (
    <TableCell sortDirection={active ? 'asc' : false}>
      <TableSortLabel active={active} direction="asc" onClick={() => onSort(column.order)}>
        {t(column.labelKey)}
      </TableSortLabel>
    </TableCell>
  );
}

function MemberRow({ member, onOpen }: { member: Member; onOpen: (kind: 'permissions' | 'groups') => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const run = useGraphQLAction();
  const confirm = useConfirm();
  const { viewerId, mayChange, canManageAccess, roleOptions, typeOptions } = useTeamAccess();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const access = useUserAccessActions(member, () => setMenuAnchor(null));
  const [updateRole, roleState] = useMutation(UpdateUserRoleDocument);
  const [updateType, typeState] = useMutation(UpdateUserTypeDocument);
  const [deactivate] = useMutation(DeactivateUserDocument);
  const [reactivate] = useMutation(ReactivateUserDocument);
  const name = personName(member);
  const isSelf = member.id === viewerId;
  // A member whose role or type is beyond the viewer's (an OWNER, an administrator) is theirs to change, not the viewer's.
  const canChange = mayChange(member);
  const shownRoles = roleOptions.includes(member.role) ? roleOptions : [...roleOptions, member.role];
  const shownTypes = typeOptions.includes(member.type) ? typeOptions : [...typeOptions, member.type];

  function changeRole(role: Role) {
    void run(() => updateRole({ variables: { userId: member.id, role } }), t('members.roleChanged', { name, role: t(`role.${role}`) }));
  }
  function changeType(type: UserType) {
    void run(() => updateType({ variables: { userId: member.id, type } }), t('members.typeChanged', { name, type: t(`userType.${type}`) }));
  }
  function askActive() {
    setMenuAnchor(null);
    confirm.ask(
      member.active
        ? {
            title: t('members.deactivateTitle', { name }),
            body: t('members.deactivateBody', { name }),
            confirmLabel: t('members.deactivate'),
            destructive: true,
            onConfirm: () => run(() => deactivate({ variables: { userId: member.id } }), t('members.deactivated', { name })),
          }
        : {
            title: t('members.reactivateTitle', { name }),
            body: t('members.reactivateBody', { name }),
            confirmLabel: t('members.reactivate'),
            onConfirm: () => run(() => reactivate({ variables: { userId: member.id } }), t('members.reactivated', { name })),
          },
    );
  }

  return (
    <TableRow hover sx={member.active ? undefined : { '& td': { color: 'text.secondary' } }}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {name}
          {isSelf && (
            <Typography component="span" variant="caption" color="text.secondary">
              {' '}
              {t('members.you')}
            </Typography>
          )}
        </Typography>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{member.email}</TableCell>
      <TableCell>
        {!canChange ? (
          <Chip size="small" label={t(`role.${member.role}`)} color={member.role === 'OWNER' ? 'primary' : 'default'} />
        ) : (
          <Select
            size="small"
            value={member.role}
            disabled={roleState.loading}
            onChange={(event) => changeRole(event.target.value as Role)}
            inputProps={{ 'aria-label': t('members.roleFor', { name }) }}
            sx={{ minWidth: 120 }}
          >
            {shownRoles.map((option) => (
              <MenuItem key={option} value={option} disabled={!roleOptions.includes(option)}>
                {t(`role.${option}`)}
              </MenuItem>
            ))}
          </Select>
        )}
      </TableCell>
      <TableCell>
        {!canChange ? (
          <Typography variant="body2">{t(`userType.${member.type}`)}</Typography>
        ) : (
          <Select
            size="small"
            value={member.type}
            disabled={typeState.loading}
            onChange={(event) => changeType(event.target.value as UserType)}
            inputProps={{ 'aria-label': t('members.typeFor', { name }) }}
            sx={{ minWidth: 140 }}
          >
            {shownTypes.map((option) => (
              <MenuItem key={option} value={option} disabled={!typeOptions.includes(option)}>
                {t(`userType.${option}`)}
              </MenuItem>
            ))}
          </Select>
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
      <TableCell align="right">
        <IconButton aria-label={t('members.actionsFor', { name })} onClick={(event) => setMenuAnchor(event.currentTarget)}>
          <MoreVert />
        </IconButton>
        <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
          <MenuItem
            onClick={() => {
              setMenuAnchor(null);
              onOpen('permissions');
            }}
          >
            {canChange ? t('members.editPermissions') : t('members.viewPermissions')}
          </MenuItem>
          <MenuItem
            onClick={() => {
              setMenuAnchor(null);
              onOpen('groups');
            }}
          >
            {t('members.manageGroups')}
          </MenuItem>
          {canChange && !isSelf && (
            <MenuItem onClick={askActive} sx={member.active ? { color: 'error.main' } : undefined}>
              {member.active ? t('members.deactivate') : t('members.reactivate')}
            </MenuItem>
          )}
          {canManageAccess && !isSelf && access.menuItems}
        </Menu>
        {confirm.dialog}
        {access.dialogs}
      </TableCell>
    </TableRow>
  );
}
