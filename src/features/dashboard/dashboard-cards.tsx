import AssignmentLateOutlined from '@mui/icons-material/AssignmentLateOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import PaidOutlined from '@mui/icons-material/PaidOutlined';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import NextLink from 'next/link';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GetDashboardAppraisalsDocument } from '../../../graphql/generated/operations/GetDashboardAppraisals';
import { GetDashboardApprovalsDocument } from '../../../graphql/generated/operations/GetDashboardApprovals';
import { GetDashboardAttentionDocument } from '../../../graphql/generated/operations/GetDashboardAttention';
import { GetDashboardGrossDocument } from '../../../graphql/generated/operations/GetDashboardGross';
import { GetDashboardReconDocument } from '../../../graphql/generated/operations/GetDashboardRecon';
import { shiftDate } from '../../shared/inventory/vehicle';
import { bottleneckOf } from '../../shared/recon/metrics';
import { dashboardPeriods } from '../../shared/reports/dashboard-periods';
import { Can } from '../access/can';
import { useFormat } from '../common/format';
import { GraphQLProvider } from '../sessions/graphql-provider';
import { CardFigure, CardFigures, DashboardCard } from './dashboard-card';

const DAY_SECONDS = 86_400;

const Slot = ({ children }: { children: ReactNode }) => <Grid size={{ xs: 12, md: 6, xl: 4 }}>{children}</Grid>;

/**
 * The area cards of the dashboard, each shown only to who may open its area (the same operations
 * the server checks), so a card never speaks of an area the user cannot open.
 */
export function DashboardCards() {
  return (
    <GraphQLProvider>
      <Can operation="readRecon">
        <Slot>
          <ReconCard />
        </Slot>
      </Can>
      <Can operation="approveRepairOrders">
        <Slot>
          <ApprovalsCard />
        </Slot>
      </Can>
      <Can operation="readAppraisals">
        <Slot>
          <AppraisalsCard />
        </Slot>
      </Can>
      <Can operation="readReports">
        <Slot>
          <GrossCard />
        </Slot>
      </Can>
      <Can operation="readNeedsAttention">
        <Slot>
          <AttentionCard />
        </Slot>
      </Can>
    </GraphQLProvider>
  );
}

function usePeriods() {
  return useMemo(() => dashboardPeriods(new Date()), []);
}

function ReconCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const periods = usePeriods();
  const { data, error } = useQuery(GetDashboardReconDocument, { variables: periods.last30Days });
  const metrics = data?.reconMetrics;
  const bottleneck = metrics && bottleneckOf(metrics.stages);
  const overdue = metrics?.stages.reduce((sum, stage) => sum + stage.overdue, 0);
  const overBy = (seconds: number | null | undefined) =>
    t('dashboard.cards.days', { days: format.decimal((seconds ?? 0) / DAY_SECONDS) });
  return (
    <DashboardCard
      testId="card-recon"
      icon={<BuildOutlined color="primary" />}
      title={t('dashboard.cards.recon')}
      href="/recon"
      linkLabel={t('dashboard.cards.openRecon')}
      error={error}
    >
      <CardFigures>
        <CardFigure
          testId="recon-in-recon"
          label={t('dashboard.cards.inRecon')}
          value={metrics && format.number(metrics.vehiclesInRecon)}
          href="/recon"
        />
        <CardFigure
          testId="recon-overdue"
          label={t('dashboard.cards.overdue')}
          value={overdue === undefined ? undefined : format.number(overdue)}
          warn={Boolean(overdue)}
          href="/recon?overdue=1"
        />
        <CardFigure
          testId="recon-time-to-line"
          label={t('dashboard.cards.timeToLine')}
          value={
            metrics &&
            (metrics.medianTimeToLineSeconds === null
              ? '—'
              : t('dashboard.cards.days', { days: format.decimal(metrics.medianTimeToLineSeconds / DAY_SECONDS) }))
          }
          hint={metrics && t('dashboard.cards.frontLined', { count: metrics.frontLined })}
          href="/reports/recon"
        />
      </CardFigures>
      {metrics && (
        <Typography variant="body2" data-testid="recon-bottleneck" sx={{ mt: 2 }}>
          {bottleneck ? (
            <Link
              component={NextLink}
              href={`/recon?stage=${bottleneck.stage.id}&overdue=1`}
              underline="hover"
              color="warning.dark"
            >
              {t('dashboard.cards.bottleneck', {
                stage: bottleneck.stage.name,
                count: bottleneck.overdue,
                over: overBy(bottleneck.medianOverdueBySeconds),
              })}
            </Link>
          ) : (
            t('dashboard.cards.noBottleneck')
          )}
        </Typography>
      )}
    </DashboardCard>
  );
}

function ApprovalsCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const { data, error } = useQuery(GetDashboardApprovalsDocument);
  const orders = data?.pendingRepairOrderApprovals;
  return (
    <DashboardCard
      testId="card-approvals"
      icon={<FactCheckOutlined color="primary" />}
      title={t('dashboard.cards.approvals')}
      href="/ro-approval"
      linkLabel={t('dashboard.cards.openApprovals')}
      error={error}
    >
      <CardFigures>
        <CardFigure
          testId="approvals-waiting"
          label={t('dashboard.cards.ordersWaiting')}
          value={orders && format.number(orders.length)}
          href="/ro-approval"
        />
        <CardFigure
          testId="approvals-cost"
          label={t('dashboard.cards.waitingCost')}
          value={orders && format.dollars(orders.reduce((sum, order) => sum + order.waitingCostCents, 0))}
          href="/ro-approval"
        />
      </CardFigures>
    </DashboardCard>
  );
}

function AppraisalsCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const periods = usePeriods();
  const { data, error } = useQuery(GetDashboardAppraisalsDocument, { variables: periods.appraisals });
  const share = data?.month.store.lookToBook;
  // The report's ranges include their last day; the card's periods run to tomorrow, exclusive.
  const today = shiftDate(periods.appraisals.to, 1);
  const weekReport = `/reports/appraisals?from=${periods.appraisals.weekFrom}&to=${today}`;
  return (
    <DashboardCard
      testId="card-appraisals"
      icon={<HandshakeOutlined color="primary" />}
      title={t('dashboard.cards.appraisals')}
      href="/appraisals"
      linkLabel={t('dashboard.cards.openAppraisals')}
      error={error}
    >
      <CardFigures>
        <CardFigure
          testId="appraisals-week-made"
          label={t('dashboard.cards.madeThisWeek')}
          value={data && format.number(data.week.store.made)}
          href={weekReport}
        />
        <CardFigure
          testId="appraisals-week-won"
          label={t('dashboard.cards.wonThisWeek')}
          value={data && format.number(data.week.store.won)}
          href={weekReport}
        />
        <CardFigure
          testId="appraisals-look-to-book"
          label={t('dashboard.cards.lookToBook')}
          value={data && (share == null ? '—' : `${format.decimal(share * 100)} %`)}
          hint={data && t('dashboard.cards.ofMade', { count: data.month.store.made })}
          href={`/reports/appraisals?from=${periods.appraisals.monthFrom}&to=${today}`}
        />
      </CardFigures>
    </DashboardCard>
  );
}

function GrossCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const periods = usePeriods();
  const { data, error } = useQuery(GetDashboardGrossDocument, { variables: periods.gross });
  // Null (no priced sale with a cost, or cost withheld from this user) reads as '—'.
  const gross = (side: 'thisMonth' | 'lastMonth') => data && format.money(data[side].frontEndGrossCents.current);
  return (
    <DashboardCard
      testId="card-gross"
      icon={<PaidOutlined color="primary" />}
      title={t('dashboard.cards.gross')}
      href="/reports/sales"
      linkLabel={t('dashboard.cards.openSales')}
      error={error}
    >
      <CardFigures>
        <CardFigure
          testId="gross-this-month"
          label={t('dashboard.cards.thisMonth')}
          value={gross('thisMonth')}
          hint={data && t('dashboard.cards.retailUnits', { count: data.thisMonth.retailUnits.current ?? 0 })}
          href={`/reports/sales?from=${periods.gross.thisMonth.from}&to=${periods.gross.thisMonth.to}`}
        />
        <CardFigure
          testId="gross-last-month"
          label={t('dashboard.cards.lastMonthSameDays', { to: format.calendarDate(periods.gross.lastMonth.to) })}
          value={gross('lastMonth')}
          hint={data && t('dashboard.cards.retailUnits', { count: data.lastMonth.retailUnits.current ?? 0 })}
          href={`/reports/sales?from=${periods.gross.lastMonth.from}&to=${periods.gross.lastMonth.to}`}
        />
      </CardFigures>
    </DashboardCard>
  );
}

function AttentionCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const { data, error } = useQuery(GetDashboardAttentionDocument);
  return (
    <DashboardCard
      testId="card-attention"
      icon={<AssignmentLateOutlined color="primary" />}
      title={t('dashboard.cards.attention')}
      href="/needs-attention"
      linkLabel={t('dashboard.cards.openAttention')}
      error={error}
    >
      <CardFigures>
        <CardFigure
          testId="attention-mine"
          label={t('dashboard.cards.yourOpenItems')}
          value={data && format.number(data.myAttentionCount)}
          href="/needs-attention"
        />
      </CardFigures>
    </DashboardCard>
  );
}
