import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../common/format';
import { EmptyState } from '../common/loading';
import { ActionsCell, ListTable } from '../common/list-table';
import { targetName } from './buy-list';
import type { SourcingProposal } from './use-sourcing';

/** Targets proposed from what turns fast in the store's own sales, each with its reasons. */
export function Proposals({
  proposals,
  query,
  canChange,
  onTake,
}: {
  proposals: SourcingProposal[];
  query: Parameters<typeof ListTable>[0]['query'];
  canChange: boolean;
  onTake: (proposal: SourcingProposal) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ListTable
      query={query}
      loadingLabel={t('sourcing.proposals.loading')}
      empty={
        proposals.length === 0 && (
          <EmptyState title={t('sourcing.proposals.empty')} body={t('sourcing.proposals.emptyBody')} />
        )
      }
      label={t('sourcing.proposals.title')}
      minWidth={720}
      size="small"
      columns={[
        t('sourcing.proposals.column.vehicle'),
        t('sourcing.proposals.column.reasons'),
        t('sourcing.targets.column.maxPrice'),
        t('sourcing.targets.column.quantity'),
      ]}
      actions={canChange}
    >
      {proposals.map((proposal) => (
        <TableRow key={`${proposal.make}|${proposal.model}`} data-testid="sourcing-proposal">
          <TableCell>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {targetName({ ...proposal, trim: null })}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('sourcing.proposals.upTo', { miles: format.number(proposal.maxMileage) })}
            </Typography>
          </TableCell>
          <TableCell>
            {proposal.reasons.map((reason) => (
              <Typography key={reason} variant="body2">
                {reason}
              </Typography>
            ))}
          </TableCell>
          <TableCell>{format.money(proposal.maxPriceCents)}</TableCell>
          <TableCell>{format.number(proposal.quantity)}</TableCell>
          {canChange && (
            <ActionsCell>
              <Button
                size="small"
                onClick={() => onTake(proposal)}
                aria-label={t('sourcing.proposals.takeNamed', { name: targetName({ ...proposal, trim: null }) })}
              >
                {t('sourcing.proposals.take')}
              </Button>
            </ActionsCell>
          )}
        </TableRow>
      ))}
    </ListTable>
  );
}
