import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { AdminChangePlanDocument } from '../../../graphql/generated/operations/AdminChangePlan';
import { GetBillingDocument } from '../../../graphql/generated/operations/GetBilling';
import type { PlanDetailsFieldsFragment } from '../../../graphql/generated/operations/PlanDetailsFields';
import { useConfirm } from '../../base/confirm-dialog';
import { useFormat } from '../common/format';
import { EmptyState, SectionLoading } from '../common/loading';
import { PageHeader } from '../common/page-header';
import { useCanDo } from '../access/use-can-do';
import { useGraphQLAction, useGraphQLErrorText } from '../../base/use-graphql-action';
import { useMe } from '../../base/use-me';

/** /settings/billing: the plan, seats in use, pending invitations, features and the plans there are. */
export function BillingScreen() {
  const { t } = useTranslation();
  const errorText = useGraphQLErrorText();
  const { data, loading, error, refetch } = useQuery(GetBillingDocument);
  const billing = data?.billing;

  return (
    <>
      <PageHeader title={t('area.billing_settings.title')} description={t('area.billing_settings.description')} />
      {!billing && loading ? (
        <SectionLoading label={t('billing.loading')} />
      ) : !billing ? (
        <Card>
          <EmptyState
            title={error ? errorText(error) : t('common.loadFailed')}
            action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
          />
        </Card>
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 5 }}>
            <PlanCard plan={billing.plan} />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <SeatsCard
              seats={billing.plan.seats ?? null}
              inUse={billing.seatsInUse}
              pending={billing.pendingInvitations}
            />
          </Grid>
          <Grid size={12}>
            <Card>
              <CardHeader
                slotProps={{ title: { component: 'h2' } }}
                title={t('billing.features')}
                subheader={t('billing.featuresHint')}
              />
              <CardContent sx={{ pt: 0 }}>
                {billing.enabledFeatures.length === 0 ? (
                  <Typography color="text.secondary">{t('billing.noFeatures')}</Typography>
                ) : (
                  <Box
                    component="ul"
                    aria-label={t('billing.features')}
                    sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
                  >
                    {billing.enabledFeatures.map((feature) => (
                      <li key={feature}>
                        <Chip
                          label={t(`featureFlag.${feature}`, { defaultValue: feature })}
                          color="primary"
                          variant="outlined"
                        />
                      </li>
                    ))}
                  </Box>
                )}
              </CardContent>
            </Card>
          </Grid>
          <Grid size={12}>
            <PlansCard plans={billing.availablePlans} current={billing.plan.key} seatsInUse={billing.seatsInUse} />
          </Grid>
        </Grid>
      )}
    </>
  );
}

function usePlanText() {
  const { t } = useTranslation();
  const format = useFormat();
  return {
    price: (plan: PlanDetailsFieldsFragment) =>
      plan.monthlyPriceUsd == null
        ? t('billing.customPrice')
        : t('billing.perMonth', { price: format.usd(plan.monthlyPriceUsd) }),
    seats: (plan: PlanDetailsFieldsFragment) =>
      plan.seats == null ? t('billing.unlimitedSeats') : t('billing.seats', { count: plan.seats }),
  };
}

function PlanCard({ plan }: { plan: PlanDetailsFieldsFragment }) {
  const { t } = useTranslation();
  const text = usePlanText();
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader slotProps={{ title: { component: 'h2' } }} title={t('billing.currentPlan')} />
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700, color: 'primary.main' }}>
          {plan.label}
        </Typography>
        <Typography variant="h6" component="p" sx={{ mt: 1 }}>
          {text.price(plan)}
        </Typography>
        <Typography color="text.secondary">{text.seats(plan)}</Typography>
      </CardContent>
    </Card>
  );
}

function SeatsCard({ seats, inUse, pending }: { seats: number | null; inUse: number; pending: number }) {
  const { t } = useTranslation();
  const percent = seats ? Math.min(100, Math.round((inUse / seats) * 100)) : 0;
  const full = seats !== null && inUse >= seats;
  const label =
    seats === null ? t('billing.seatsUsedUnlimited', { count: inUse }) : t('billing.seatsUsed', { used: inUse, seats });
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader slotProps={{ title: { component: 'h2' } }} title={t('billing.seatsTitle')} />
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        {seats !== null && (
          <LinearProgress
            variant="determinate"
            value={percent}
            color={full ? 'warning' : 'primary'}
            aria-label={label}
            sx={{ height: 10, borderRadius: 5, my: 2 }}
          />
        )}
        <Stack spacing={0.5} sx={{ mt: seats === null ? 2 : 0 }}>
          <Typography color="text.secondary">{t('billing.pendingInvitations', { count: pending })}</Typography>
          {full && <Alert severity="warning">{t('billing.full')}</Alert>}
        </Stack>
      </CardContent>
    </Card>
  );
}

function PlansCard({
  plans,
  current,
  seatsInUse,
}: {
  plans: PlanDetailsFieldsFragment[];
  current: string;
  seatsInUse: number;
}) {
  const { t } = useTranslation();
  const text = usePlanText();
  const run = useGraphQLAction();
  const confirm = useConfirm();
  const { user } = useMe();
  const isAdmin = useCanDo('administer');
  const [changePlan] = useMutation(AdminChangePlanDocument, {
    refetchQueries: ['GetBilling'],
    awaitRefetchQueries: true,
  });

  function ask(plan: PlanDetailsFieldsFragment) {
    if (!user) return;
    confirm.ask({
      title: t('billing.changeTitle', { plan: plan.label }),
      body:
        plan.seats !== null && plan.seats !== undefined && seatsInUse > plan.seats
          ? t('billing.changeBodyOver', {
              organization: user.organization.name,
              plan: plan.label,
              used: seatsInUse,
              seats: plan.seats,
            })
          : t('billing.changeBody', { organization: user.organization.name, plan: plan.label }),
      confirmLabel: t('billing.change'),
      onConfirm: () =>
        run(
          () => changePlan({ variables: { organizationId: user.organization.id, plan: plan.key } }),
          t('billing.changed', { plan: plan.label }),
        ),
    });
  }

  return (
    <Card>
      <CardHeader
        slotProps={{ title: { component: 'h2' } }}
        title={t('billing.plans')}
        subheader={isAdmin ? t('billing.plansAdmin') : t('billing.contact')}
      />
      <CardContent sx={{ pt: 0 }}>
        <Grid container spacing={2}>
          {plans.map((plan) => {
            const isCurrent = plan.key === current;
            return (
              <Grid key={plan.key} size={{ xs: 12, sm: 4 }}>
                <Box
                  component="section"
                  aria-label={plan.label}
                  sx={{
                    border: 2,
                    borderColor: isCurrent ? 'primary.main' : 'divider',
                    borderRadius: 2,
                    p: 2.5,
                    height: '100%',
                    display: 'flex',
                    flexDirection: 'column',
                    gap: 1,
                  }}
                >
                  <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                    <Typography variant="h6" component="h3">
                      {plan.label}
                    </Typography>
                    {isCurrent && (
                      <Chip size="small" color="primary" icon={<CheckCircleOutlined />} label={t('billing.current')} />
                    )}
                  </Box>
                  <Typography sx={{ fontWeight: 600 }}>{text.price(plan)}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                    {text.seats(plan)}
                  </Typography>
                  {isAdmin && !isCurrent && (
                    <Button
                      variant="outlined"
                      onClick={() => ask(plan)}
                      aria-label={t('billing.changeTo', { plan: plan.label })}
                    >
                      {t('billing.change')}
                    </Button>
                  )}
                </Box>
              </Grid>
            );
          })}
        </Grid>
      </CardContent>
      {confirm.dialog}
    </Card>
  );
}
