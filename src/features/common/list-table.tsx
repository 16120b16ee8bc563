import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { isValidElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { personName } from './format';
import { QueryState } from './loading';
import { VisuallyHidden } from '../../base/visually-hidden';

type ListTableProps = {
  /** The list's query: see QueryState. */
  query: { loaded: boolean; loading: boolean; error: unknown; onRetry: () => unknown };
  loadingLabel: string;
  /** Shown instead of the table when the list is empty (false otherwise). */
  empty: ReactNode;
  /** The table's accessible name. */
  label: string;
  minWidth: number;
  size?: 'small' | 'medium';
  /** Column headers: a text becomes a plain header cell; an element (a sortable header) is used as it is. */
  columns: ReactNode[];
  /** Whether rows end with an actions column (its header is named for screen readers only). */
  actions?: boolean;
  /** The rows (TableRow elements). */
  children: ReactNode;
};

/** A list screen's table: loading, error and empty states, then the table in its own scroll box. */
export function ListTable({
  query,
  loadingLabel,
  empty,
  label,
  minWidth,
  size,
  columns,
  actions = false,
  children,
}: ListTableProps) {
  const { t } = useTranslation();
  return (
    <QueryState {...query} loadingLabel={loadingLabel} empty={empty}>
      {/* Positioned, so the hidden actions header stays inside the scroll box. A named region that
          takes focus: on a phone the box scrolls sideways, and rows without a button (a revoked
          token) would leave a keyboard no way to scroll it. */}
      <TableContainer sx={{ position: 'relative' }} tabIndex={0} role="region" aria-label={label}>
        <Table size={size} aria-label={label} sx={{ minWidth }}>
          <TableHead>
            <TableRow>
              {columns.map((column, index) =>
                isValidElement(column) ? column : <TableCell key={index}>{column}</TableCell>,
              )}
              {actions && (
                <TableCell align="right">
                  <VisuallyHidden>{t('members.actions')}</VisuallyHidden>
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>{children}</TableBody>
        </Table>
      </TableContainer>
    </QueryState>
  );
}

/** The last cell of a row: its actions, kept on one line. */
export function ActionsCell({ children }: { children: ReactNode }) {
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      {children}
    </TableCell>
  );
}

type Person = { firstName: string; lastName: string; email?: string };

/** A person's name (bold unless `plain`), an optional note after it, and their email below when `withEmail`. */
export function PersonCell({
  person,
  note,
  withEmail = false,
  plain = false,
  sx,
}: {
  person: Person;
  note?: string | false;
  withEmail?: boolean;
  plain?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <TableCell sx={sx}>
      <Typography variant="body2" sx={plain ? undefined : { fontWeight: 600 }}>
        {personName(person)}
        {note && (
          <Typography component="span" variant="caption" color="text.secondary">
            {' '}
            {note}
          </Typography>
        )}
      </Typography>
      {withEmail && (
        <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {person.email}
        </Typography>
      )}
    </TableCell>
  );
}
