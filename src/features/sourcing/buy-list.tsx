import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../common/format';
import { EmptyState } from '../common/loading';
import { ActionsCell, ListTable } from '../common/list-table';
import type { SourcingTarget } from './use-sourcing';

export const targetName = (target: Pick<SourcingTarget, 'yearFrom' | 'yearTo' | 'make' | 'model' | 'trim'>) =>
  `${target.yearFrom === target.yearTo ? target.yearFrom : `${target.yearFrom}–${target.yearTo}`} ${target.make} ${target.model}${target.trim ? ` ${target.trim}` : ''}`;

/** The buy list: what the store wants, with its caps; a proposed target says why. */
export function BuyList({
  targets,
  query,
  canChange,
  onDelete,
}: {
  targets: SourcingTarget[];
  query: Parameters<typeof ListTable>[0]['query'];
  canChange: boolean;
  onDelete: (target: SourcingTarget) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ListTable
      query={query}
      loadingLabel={t('sourcing.targets.loading')}
      empty={
        targets.length === 0 && (
          <EmptyState title={t('sourcing.targets.empty')} body={t('sourcing.targets.emptyBody')} />
        )
      }
      label={t('sourcing.targets.title')}
      minWidth={720}
      size="small"
      columns={[
        t('sourcing.targets.column.vehicle'),
        t('sourcing.targets.column.maxMileage'),
        t('sourcing.targets.column.maxPrice'),
        t('sourcing.targets.column.quantity'),
        t('sourcing.targets.column.recon'),
      ]}
      actions={canChange}
    >
      {targets.map((target) => (
        <TableRow key={target.id} data-testid="sourcing-target">
          <TableCell>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {targetName(target)}
            </Typography>
            {target.reason && (
              <Typography variant="caption" color="text.secondary">
                {t('sourcing.targets.proposed', { reason: target.reason })}
              </Typography>
            )}
          </TableCell>
          <TableCell>
            {target.maxMileage === null ? t('sourcing.targets.anyMileage') : format.number(target.maxMileage)}
          </TableCell>
          <TableCell>{format.money(target.maxPriceCents)}</TableCell>
          <TableCell>{format.number(target.quantity)}</TableCell>
          <TableCell>{format.money(target.reconEstimateCents)}</TableCell>
          {canChange && (
            <ActionsCell>
              <IconButton
                aria-label={t('sourcing.targets.deleteNamed', { name: targetName(target) })}
                onClick={() => onDelete(target)}
              >
                <DeleteOutlined />
              </IconButton>
            </ActionsCell>
          )}
        </TableRow>
      ))}
    </ListTable>
  );
}
