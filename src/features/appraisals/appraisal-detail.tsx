import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppraisalDetailFieldsFragment } from '../../../graphql/generated/operations/AppraisalDetailFields';
import { checkVin } from '../../shared/inventory/vin';
import { useCanDo } from '../access/use-can-do';
import { Fact } from '../common/fact';
import { useFormat } from '../common/format';
import { QueryState } from '../common/loading';
import { AppraisalStateChip } from './appraisal-chips';
import { appraisalVehicleName } from './appraisal-view';
import { ComparablesPanel } from './comparables-panel';
import { OfferPanel } from './offer-panel';
import { ReconEstimate } from './recon-estimate';
import { LoseDialog, WinDialog } from './state-dialogs';
import { useAppraisal } from './use-appraisal';
import { ValuationsPanel } from './valuations-panel';

/** /appraisals/[id]. */
export function AppraisalDetailScreen() {
  const { query } = useRouter();
  const id = typeof query.id === 'string' ? query.id : '';
  return id ? <AppraisalDetail key={id} id={id} /> : null;
}

function Facts({ appraisal }: { appraisal: AppraisalDetailFieldsFragment }) {
  const { t } = useTranslation();
  const format = useFormat();
  const facts: [string, string][] = [
    [t('appraisals.field.vin'), appraisal.vin ?? t('appraisals.noVin')],
    [t('appraisals.field.kind'), t(`appraisals.kind.${appraisal.kind}`)],
    [t('appraisals.field.mileage'), format.number(appraisal.mileage)],
    [t('appraisals.field.condition'), t(`appraisals.condition.${appraisal.condition}`)],
    [t('appraisals.field.exteriorColor'), appraisal.exteriorColor ?? '—'],
    [t('appraisals.field.zip'), appraisal.zip],
    [
      t('appraisals.field.customer'),
      [appraisal.customer.name, appraisal.customer.phone, appraisal.customer.email].filter(Boolean).join(' · ') || '—',
    ],
    [t('appraisals.field.appraiser'), appraisal.appraiser?.name ?? t('appraisals.formerMember')],
    [t('appraisals.field.age'), t('appraisals.days', { count: appraisal.ageDays })],
  ];
  const vinCheck = appraisal.vin ? checkVin(appraisal.vin) : null;
  const checkDigitFails = Boolean(vinCheck?.valid && !vinCheck.checkDigitValid);
  return (
    <Card sx={{ p: 2, mb: 3 }}>
      {checkDigitFails && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t(
            appraisal.vinCheckDigitAccepted
              ? 'appraisals.vinCheckDigit.accepted'
              : 'appraisals.vinCheckDigit.unconfirmed',
          )}
        </Alert>
      )}
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' },
          gap: 1.5,
          m: 0,
        }}
      >
        {facts.map(([name, value]) => (
          <Fact key={name} label={name} dense>
            {value}
          </Fact>
        ))}
      </Box>
    </Card>
  );
}

/** What the state adds under the offer: when it was offered, what was paid and the vehicle, why it was lost. */
function StateNote({ appraisal }: { appraisal: AppraisalDetailFieldsFragment }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (appraisal.state === 'offered')
    return (
      <Alert severity="info" sx={{ mb: 1 }}>
        {t('appraisals.stateNote.offered', { date: format.dateTime(appraisal.offeredAt) })}
      </Alert>
    );
  if (appraisal.state === 'lost')
    return (
      <Alert severity="warning" sx={{ mb: 1 }}>
        {t('appraisals.stateNote.lost', {
          reason: t(`appraisals.lostReason.${appraisal.lostReason ?? 'other'}`),
          date: format.dateTime(appraisal.closedAt),
        })}
        {appraisal.lostNote && ` ${appraisal.lostNote}`}
      </Alert>
    );
  if (appraisal.state === 'won')
    return (
      <Alert severity="success" sx={{ mb: 1 }}>
        {t('appraisals.stateNote.won', {
          price: format.dollars(appraisal.purchasePriceCents),
          date: format.dateTime(appraisal.closedAt),
        })}{' '}
        {appraisal.vehicle && (
          <Link component={NextLink} href={`/inventory/${appraisal.vehicle.id}`} data-testid="won-vehicle-link">
            {t('appraisals.stateNote.openVehicle', { stockNumber: appraisal.vehicle.stockNumber })}
          </Link>
        )}
      </Alert>
    );
  return null;
}

function AppraisalDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const canChange = useCanDo('changeAppraisals');
  const page = useAppraisal(id);
  const [dialog, setDialog] = useState<'win' | 'lose' | null>(null);
  const appraisal = page.appraisal;
  const editable = canChange && appraisal?.state === 'draft';
  const open = appraisal?.state === 'draft' || appraisal?.state === 'offered';

  return (
    <>
      <Button component={NextLink} href="/appraisals" startIcon={<ArrowBack />} sx={{ mb: 1, minHeight: 48 }}>
        {t('appraisals.back')}
      </Button>
      <QueryState
        loaded={Boolean(appraisal)}
        loading={page.loading}
        error={page.error}
        onRetry={() => page.refetch()}
        loadingLabel={t('appraisals.loadingOne')}
        empty={false}
      >
        {appraisal && (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
              <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
                <Typography variant="h4" component="h1">
                  {appraisalVehicleName(appraisal)}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.5 }}>
                  <AppraisalStateChip state={appraisal.state} size="medium" />
                  <Typography variant="body2" color="text.secondary">
                    {t('appraisals.subtitle', { kind: t(`appraisals.kind.${appraisal.kind}`) })}
                  </Typography>
                </Box>
              </Box>
              {canChange && open && (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                  {appraisal.state === 'draft' && (
                    <Button
                      variant="contained"
                      size="large"
                      disabled={page.busy || appraisal.offer.offerCents == null}
                      onClick={() => void page.offer()}
                      sx={{ minHeight: 48 }}
                    >
                      {t('appraisals.actions.offer')}
                    </Button>
                  )}
                  {appraisal.state === 'offered' && (
                    <Button
                      variant="contained"
                      color="success"
                      size="large"
                      disabled={page.busy}
                      onClick={() => setDialog('win')}
                      sx={{ minHeight: 48 }}
                    >
                      {t('appraisals.actions.win')}
                    </Button>
                  )}
                  <Button
                    variant="outlined"
                    color="error"
                    size="large"
                    disabled={page.busy}
                    onClick={() => setDialog('lose')}
                    sx={{ minHeight: 48 }}
                  >
                    {t('appraisals.actions.lose')}
                  </Button>
                </Box>
              )}
            </Box>
            <Facts appraisal={appraisal} />
            <ValuationsPanel
              valuations={appraisal.valuations}
              frozenAt={appraisal.state === 'draft' ? null : (appraisal.offeredAt ?? null)}
            />
            <Box
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, alignItems: 'start' }}
            >
              <OfferPanel
                key={`${appraisal.offer.overrideCents}-${appraisal.offer.overrideReason}`}
                offer={appraisal.offer}
                editable={editable}
                busy={page.busy}
                onOverride={page.override}
              >
                <StateNote appraisal={appraisal} />
              </OfferPanel>
              <ReconEstimate
                key={JSON.stringify([appraisal.reconLines, appraisal.reconTemplateKey])}
                lines={appraisal.reconLines}
                templateKey={appraisal.reconTemplateKey ?? null}
                editable={editable}
                busy={page.busy}
                onSave={page.saveRecon}
              />
            </Box>
            <ComparablesPanel valuations={appraisal.valuations} mileage={appraisal.mileage} />
          </>
        )}
      </QueryState>
      {appraisal && dialog === 'win' && (
        <WinDialog
          offerCents={appraisal.offer.offerCents ?? null}
          busy={page.busy}
          onWin={async (input) => (await page.win(input)) && setDialog(null)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'lose' && (
        <LoseDialog
          busy={page.busy}
          onLose={async (input) => (await page.lose(input)) && setDialog(null)}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
