import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import TableCell from '@mui/material/TableCell';
import TablePagination from '@mui/material/TablePagination';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GetTeamMembersDocument } from '../../../graphql/generated/operations/GetTeamMembers';
import type { TeamMemberFieldsFragment } from '../../../graphql/generated/operations/TeamMemberFields';
import type { TeamMemberOrder } from '../../../graphql/generated/types';
import { GRAPH_PAGES } from '../../shared/graph-pages';
import { ListTable } from '../common/list-table';
import { EmptyState } from '../common/loading';
import { useCursorPaging } from '../common/use-cursor-paging';
import { useDebouncedValue } from '../common/use-debounced-value';
import { MemberGroupsDialog } from './member-groups-dialog';
import { MemberRow } from './member-row';
import { MembersFilters, type MembersFilter } from './members-filters';
import { PermissionsDialog } from './permissions-dialog';
import { useTeamAccess } from './use-team-access';

const PAGE_SIZES: number[] = [...GRAPH_PAGES.teamMembers];

/** The organization's members, searched, filtered, sorted and paged (by cursor) by the server. */
export function MembersTable({ organizationFlags }: { organizationFlags: readonly string[] }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<MembersFilter>({ searchText: '', role: '', status: 'all' });
  const search = useDebouncedValue(filters.searchText.trim());
  const [orderBy, setOrderBy] = useState<TeamMemberOrder>('NAME');
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
  const filter = {
    search: search || undefined,
    role: filters.role || undefined,
    active: filters.status === 'all' ? undefined : filters.status === 'active',
  };
  const paging = useCursorPaging(JSON.stringify([filter, orderBy, pageSize]));
  const { data, previousData, loading, error, refetch } = useQuery(GetTeamMembersDocument, {
    variables: { filter, orderBy, first: pageSize, after: paging.after },
  });
  const connection = (data ?? previousData)?.teamMembers;
  const members = connection?.edges.map((edge) => edge.node) ?? [];
  const narrowed = Boolean(search || filters.role || filters.status !== 'all');

  const [dialog, setDialog] = useState<{ kind: 'permissions' | 'groups'; member: TeamMemberFieldsFragment } | null>(
    null,
  );
  const { mayChange } = useTeamAccess();
  const sortHeader = (order: TeamMemberOrder, labelKey: string) => (
    <SortHeader key={order} label={t(labelKey)} active={orderBy === order} onSort={() => setOrderBy(order)} />
  );

  return (
    <Box>
      <MembersFilters value={filters} onChange={(change) => setFilters((current) => ({ ...current, ...change }))} />
      <Box sx={{ height: 4 }}>{loading && connection && <LinearProgress aria-label={t('common.loading')} />}</Box>
      <ListTable
        query={{ loaded: Boolean(connection), loading, error, onRetry: refetch }}
        loadingLabel={t('members.loading')}
        empty={members.length === 0 && <EmptyState title={narrowed ? t('members.noMatch') : t('members.empty')} />}
        label={t('members.title')}
        size="small"
        minWidth={980}
        columns={[
          sortHeader('NAME', 'members.name'),
          sortHeader('EMAIL', 'members.email'),
          sortHeader('ROLE', 'members.role'),
          t('members.type'),
          t('members.groups'),
          t('members.statusColumn'),
          sortHeader('CREATED_AT', 'members.created'),
        ]}
        actions
      >
        {members.map((member) => (
          <MemberRow key={member.id} member={member} onOpen={(kind) => setDialog({ kind, member })} />
        ))}
      </ListTable>
      {connection && connection.totalCount > 0 && (
        <TablePagination
          component="div"
          count={connection.totalCount}
          page={paging.page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onRowsPerPageChange={(event) => setPageSize(Number(event.target.value))}
          onPageChange={(_event, next) => paging.goTo(next, connection.pageInfo.endCursor)}
          labelRowsPerPage={t('members.perPage')}
        />
      )}
      {dialog?.kind === 'permissions' && (
        <PermissionsDialog
          member={dialog.member}
          organizationFlags={organizationFlags}
          canEdit={mayChange(dialog.member)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'groups' && (
        <MemberGroupsDialog member={dialog.member} canEdit={mayChange(dialog.member)} onClose={() => setDialog(null)} />
      )}
    </Box>
  );
}

function SortHeader({ label, active, onSort }: { label: string; active: boolean; onSort: () => void }) {
  return (
    <TableCell sortDirection={active ? 'asc' : false}>
      <TableSortLabel active={active} direction="asc" onClick={onSort}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
}
