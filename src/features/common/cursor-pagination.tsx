import TablePagination from '@mui/material/TablePagination';
import type { useCursorPaging } from './use-cursor-paging';

type PagedConnection = { totalCount: number; pageInfo: { endCursor?: string | null } };

/** The pager under a cursor-paged list of one page size: shown once the list holds more than a page. */
export function CursorPagination({
  connection,
  paging,
  pageSize,
}: {
  connection: PagedConnection | null | undefined;
  paging: ReturnType<typeof useCursorPaging>;
  pageSize: number;
}) {
  if (!connection || connection.totalCount <= pageSize) return null;
  return (
    <TablePagination
      component="div"
      count={connection.totalCount}
      page={paging.page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[pageSize]}
      onPageChange={(_event, next) => paging.goTo(next, connection.pageInfo.endCursor)}
    />
  );
}
