import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppraisalListFieldsFragment } from '../../../graphql/generated/operations/AppraisalListFields';
import { useFormat } from '../common/format';
import { ListTable } from '../common/list-table';
import { QueryState } from '../common/loading';
import { AppraisalStateChip } from './appraisal-chips';
import { appraisalVehicleName } from './appraisal-view';

type Query = { loaded: boolean; loading: boolean; error: unknown; onRetry: () => unknown };

/** "$18,400 vs $21,900 dealer retail": the offer against the retail value it was made from. */
function useOfferLine() {
  const { t } = useTranslation();
  const format = useFormat();
  return (appraisal: AppraisalListFieldsFragment) => ({
    offer: format.dollars(appraisal.offer.offerCents),
    retail: appraisal.offer.expectedRetailSource
      ? t('appraisals.list.versus', {
          value: format.dollars(appraisal.offer.expectedRetailCents),
          source: t(`appraisals.source.${appraisal.offer.expectedRetailSource}`),
        })
      : t('appraisals.list.noRetail'),
  });
}

/** Desktop: the appraisals as rows of the app's list table. */
export function AppraisalTable({
  appraisals,
  query,
  empty,
}: {
  appraisals: AppraisalListFieldsFragment[];
  query: Query;
  empty: ReactNode;
}) {
  const { t } = useTranslation();
  const offerLine = useOfferLine();
  return (
    <ListTable
      query={query}
      loadingLabel={t('appraisals.loading')}
      empty={empty}
      label={t('appraisals.list.label')}
      minWidth={960}
      size="small"
      columns={[
        t('appraisals.list.state'),
        t('appraisals.list.vehicle'),
        t('appraisals.list.customer'),
        t('appraisals.list.appraiser'),
        t('appraisals.list.age'),
        t('appraisals.list.offer'),
      ]}
    >
      {appraisals.map((appraisal) => {
        const line = offerLine(appraisal);
        return (
          <TableRow key={appraisal.id} hover data-testid="appraisal-row">
            <TableCell>
              <AppraisalStateChip state={appraisal.state} />
            </TableCell>
            <TableCell>
              <Link component={NextLink} href={`/appraisals/${appraisal.id}`} sx={{ fontWeight: 600 }}>
                {appraisalVehicleName(appraisal)}
              </Link>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ fontFamily: 'monospace' }}>
                {appraisal.vin ?? t('appraisals.noVin')} · {t(`appraisals.kind.${appraisal.kind}`)}
              </Typography>
            </TableCell>
            <TableCell>{appraisal.customer.name ?? '—'}</TableCell>
            <TableCell>{appraisal.appraiser?.name ?? t('appraisals.formerMember')}</TableCell>
            <TableCell>{t('appraisals.days', { count: appraisal.ageDays })}</TableCell>
            <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {line.offer}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {line.retail}
              </Typography>
            </TableCell>
          </TableRow>
        );
      })}
    </ListTable>
  );
}

/** Phone: one card per appraisal, the whole card a link to it. */
export function AppraisalCards({
  appraisals,
  query,
  empty,
}: {
  appraisals: AppraisalListFieldsFragment[];
  query: Query;
  empty: ReactNode;
}) {
  const { t } = useTranslation();
  const offerLine = useOfferLine();
  return (
    <QueryState {...query} loadingLabel={t('appraisals.loading')} empty={empty}>
      <Box
        component="ul"
        aria-label={t('appraisals.list.label')}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
      >
        {appraisals.map((appraisal) => {
          const line = offerLine(appraisal);
          return (
            <Card component="li" key={appraisal.id} data-testid="appraisal-card">
              <CardActionArea component={NextLink} href={`/appraisals/${appraisal.id}`} sx={{ p: 2, minHeight: 48 }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {appraisalVehicleName(appraisal)}
                  </Typography>
                  <AppraisalStateChip state={appraisal.state} />
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {[
                    appraisal.customer.name,
                    appraisal.appraiser?.name,
                    t('appraisals.days', { count: appraisal.ageDays }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  <strong>{line.offer}</strong>{' '}
                  <Typography component="span" variant="caption" color="text.secondary">
                    {line.retail}
                  </Typography>
                </Typography>
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
    </QueryState>
  );
}
