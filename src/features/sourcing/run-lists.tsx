import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../common/format';
import { EmptyState } from '../common/loading';
import { ActionsCell, ListTable } from '../common/list-table';
import type { RunListSummary } from './use-sourcing';

/** The imported run lists: open one to see its matches. */
export function RunLists({
  runLists,
  query,
  canChange,
  selected,
  onOpen,
  onDelete,
}: {
  runLists: RunListSummary[];
  query: Parameters<typeof ListTable>[0]['query'];
  canChange: boolean;
  selected: string | null;
  onOpen: (id: string) => void;
  onDelete: (list: RunListSummary) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ListTable
      query={query}
      loadingLabel={t('sourcing.runLists.loading')}
      empty={
        runLists.length === 0 && (
          <EmptyState title={t('sourcing.runLists.empty')} body={t('sourcing.runLists.emptyBody')} />
        )
      }
      label={t('sourcing.runLists.title')}
      minWidth={560}
      size="small"
      columns={[
        t('sourcing.runLists.column.name'),
        t('sourcing.runLists.column.imported'),
        t('sourcing.runLists.column.vehicles'),
        t('sourcing.runLists.column.matches'),
      ]}
      actions
    >
      {runLists.map((list) => (
        <TableRow key={list.id} selected={list.id === selected} data-testid="run-list">
          <TableCell>{list.name}</TableCell>
          <TableCell>{format.date(list.importedAt)}</TableCell>
          <TableCell>{format.number(list.vehicleCount)}</TableCell>
          <TableCell>{format.number(list.matchCount)}</TableCell>
          <ActionsCell>
            <Button
              size="small"
              onClick={() => onOpen(list.id)}
              aria-label={t('sourcing.runLists.openNamed', { name: list.name })}
            >
              {t('sourcing.runLists.open')}
            </Button>
            {canChange && (
              <IconButton
                aria-label={t('sourcing.runLists.deleteNamed', { name: list.name })}
                onClick={() => onDelete(list)}
              >
                <DeleteOutlined />
              </IconButton>
            )}
          </ActionsCell>
        </TableRow>
      ))}
    </ListTable>
  );
}
