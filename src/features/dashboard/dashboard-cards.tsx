import AssignmentLateOutlined from '@mui/icons-material/AssignmentLateOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import PaidOutlined from '@mui/icons-material/PaidOutlined';
import Grid from '@mui/material/Grid';
import { useQuery } from '@apollo/client/react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GetDashboardApprovalsDocument,
  GetDashboardAppraisalsDocument,
  GetDashboardAttentionDocument,
  GetDashboardGrossDocument,
  GetDashboardReconDocument,
} from '../../../graphql/generated/client/graphql';
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
  const busiest = metrics?.stages.filter((stage) => stage.vehicles > 0).sort((a, b) => b.vehicles - a.vehicles)[0];
  const overdue = metrics?.stages.reduce((sum, stage) => sum + stage.overdue, 0);
  return (
    <DashboardCard testId="card-recon" icon={<BuildOutlined color="primary" />} title={t('dashboard.cards.recon')} href="/recon" linkLabel={t('dashboard.cards.openRecon')} error={error}>
      <CardFigures>
        <CardFigure
          testId="recon-in-recon"
          label={t('dashboard.cards.inRecon')}
          value={metrics && format.number(metrics.vehiclesInRecon)}
          hint={busiest && t('dashboard.cards.busiestStage', { stage: busiest.stage.name, count: busiest.vehicles })}
        />
        <CardFigure testId="recon-overdue" label={t('dashboard.cards.overdue')} value={overdue === undefined ? undefined : format.number(overdue)} />
        <CardFigure
          testId="recon-time-to-line"
          label={t('dashboard.cards.timeToLine')}
          value={metrics && (metrics.medianTimeToLineSeconds === null ? '—' : t('dashboard.cards.days', { days: format.decimal(metrics.medianTimeToLineSeconds / DAY_SECONDS) }))}
          hint={metrics && t('dashboard.cards.frontLined', { count: metrics.frontLined })}
        />
      </CardFigures>
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
        <CardFigure testId="approvals-waiting" label={t('dashboard.cards.ordersWaiting')} value={orders && format.number(orders.length)} />
        <CardFigure
          testId="approvals-cost"
          label={t('dashboard.cards.waitingCost')}
          value={orders && format.money(orders.reduce((sum, order) => sum + order.waitingCostCents, 0))}
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
        <CardFigure testId="appraisals-week-made" label={t('dashboard.cards.madeThisWeek')} value={data && format.number(data.week.store.made)} />
        <CardFigure testId="appraisals-week-won" label={t('dashboard.cards.wonThisWeek')} value={data && format.number(data.week.store.won)} />
        <CardFigure
          testId="appraisals-look-to-book"
          label={t('dashboard.cards.lookToBook')}
          value={data && (share == null ? '—' : `${format.decimal(share * 100)} %`)}
          hint={data && t('dashboard.cards.ofMade', { count: data.month.store.made })}
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
    <DashboardCard testId="card-gross" icon={<PaidOutlined color="primary" />} title={t('dashboard.cards.gross')} href="/reports/sales" linkLabel={t('dashboard.cards.openSales')} error={error}>
      <CardFigures>
        <CardFigure
          testId="gross-this-month"
          label={t('dashboard.cards.thisMonth')}
          value={gross('thisMonth')}
          hint={data && t('dashboard.cards.retailUnits', { count: data.thisMonth.retailUnits.current ?? 0 })}
        />
        <CardFigure
          testId="gross-last-month"
          label={t('dashboard.cards.lastMonthSameDays', { to: format.calendarDate(periods.gross.lastMonth.to) })}
          value={gross('lastMonth')}
          hint={data && t('dashboard.cards.retailUnits', { count: data.lastMonth.retailUnits.current ?? 0 })}
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
        <CardFigure testId="attention-mine" label={t('dashboard.cards.yourOpenItems')} value={data && format.number(data.myAttentionCount)} />
      </CardFigures>
    </DashboardCard>
  );
}
