import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import NextLink from 'next/link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeFinancingReferralStateDocument } from '../../../graphql/generated/operations/ChangeFinancingReferralState';
import { ExportFinancingReferralsDocument } from '../../../graphql/generated/operations/ExportFinancingReferrals';
import type { FinancingReferralFieldsFragment } from '../../../graphql/generated/operations/FinancingReferralFields';
import { ListFinancingReferralsDocument } from '../../../graphql/generated/operations/ListFinancingReferrals';
import type { FinancingReferralState } from '../../../graphql/generated/types';
import { FINANCING_REFERRAL_MOVES } from '../../shared/financing/referral';
import { movesFrom } from '../../shared/state-moves';
import { useCanDo } from '../access/use-can-do';
import { useFormat } from '../common/format';
import { ActionsCell, ListTable } from '../common/list-table';
import { PageHeader } from '../common/page-header';
import { saveCsv } from '../common/save-file';
import { useGraphQLAction } from '../../base/use-graphql-action';
import { VisuallyHidden } from '../../base/visually-hidden';

const STATE_COLORS = {
  referred: 'info',
  submitted: 'warning',
  approved: 'success',
  declined: 'error',
  withdrawn: 'default',
} as const;

/** `/inventory/financing`: the organization's financing referrals, their states and the CSV export. */
export function FinancingScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const run = useGraphQLAction();
  const client = useApolloClient();
  const canChange = useCanDo('changeFinancingReferrals');
  const canExport = useCanDo('exportFinancingReferrals');
  const { data, loading, error, refetch } = useQuery(ListFinancingReferralsDocument);
  const [changeState] = useMutation(ChangeFinancingReferralStateDocument);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const referrals = data?.financingReferrals ?? [];

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  async function exportSelected() {
    const result = await run(() =>
      client.query({
        query: ExportFinancingReferralsDocument,
        variables: { ids: [...selected] },
        fetchPolicy: 'no-cache',
      }),
    );
    if (result?.data)
      saveCsv(`financing-referrals-${new Date().toISOString().slice(0, 10)}.csv`, result.data.financingReferralsCsv);
  }

  const move = (referral: FinancingReferralFieldsFragment, state: FinancingReferralState) =>
    run(
      () => changeState({ variables: { id: referral.id, state } }),
      t('financing.stateChanged', { state: t(`financing.state.${state}`) }),
    );

  return (
    <>
      <PageHeader
        title={t('financing.title')}
        description={t('financing.description')}
        actions={
          canExport && (
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlined />}
              disabled={selected.size === 0}
              onClick={() => void exportSelected()}
            >
              {t('financing.export', { count: selected.size })}
            </Button>
          )
        }
      />
      <ListTable
        query={{ loaded: Boolean(data), loading, error, onRetry: () => refetch() }}
        loadingLabel={t('financing.loading')}
        empty={referrals.length === 0 && <Typography color="text.secondary">{t('financing.empty')}</Typography>}
        label={t('financing.title')}
        minWidth={760}
        columns={[
          ...(canExport
            ? [
                <TableCell key="select" padding="checkbox">
                  <VisuallyHidden>{t('financing.selectColumn')}</VisuallyHidden>
                </TableCell>,
              ]
            : []),
          t('financing.field.customerName'),
          t('financing.field.vehicle'),
          t('financing.field.partner'),
          t('financing.field.state'),
          t('financing.field.referredAt'),
        ]}
        actions={canChange}
      >
        {referrals.map((referral) => (
          <TableRow key={referral.id} data-testid="financing-row">
            {canExport && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(referral.id)}
                  onChange={() => toggle(referral.id)}
                  slotProps={{ input: { 'aria-label': t('financing.select', { name: referral.customerName }) } }}
                />
              </TableCell>
            )}
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {referral.customerName}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                {[referral.customerEmail, referral.customerPhone].filter(Boolean).join(' · ')}
              </Typography>
            </TableCell>
            <TableCell>
              <Link component={NextLink} href={`/inventory/${referral.vehicleId}`}>
                {referral.vehicleTitle}
              </Link>
              <Typography variant="caption" color="text.secondary" component="div">
                {referral.stockNumber}
              </Typography>
            </TableCell>
            <TableCell>{referral.partner}</TableCell>
            <TableCell>
              <Chip size="small" color={STATE_COLORS[referral.state]} label={t(`financing.state.${referral.state}`)} />
            </TableCell>
            <TableCell>{format.date(referral.createdAt)}</TableCell>
            {canChange && (
              <ActionsCell>
                {movesFrom(FINANCING_REFERRAL_MOVES, referral.state).length > 0 && (
                  <TextField
                    select
                    size="small"
                    value=""
                    label={t('financing.moveTo')}
                    onChange={(event) => void move(referral, event.target.value as FinancingReferralState)}
                    sx={{ minWidth: 140 }}
                  >
                    {movesFrom(FINANCING_REFERRAL_MOVES, referral.state).map((state) => (
                      <MenuItem key={state} value={state}>
                        {t(`financing.state.${state}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              </ActionsCell>
            )}
          </TableRow>
        ))}
      </ListTable>
    </>
  );
}
