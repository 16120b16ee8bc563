import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppraisalDetailFieldsFragment } from '../../../graphql/generated/operations/AppraisalDetailFields';
import { APPRAISAL_LIMITS, reasonProblem } from '../../shared/appraisals/limits';
import { useFormat } from '../common/format';
import { centsFromInput, inputFromCents } from '../inventory/money-input';
import { OfferAnchors } from './offer-anchors';

type Offer = AppraisalDetailFieldsFragment['offer'];

/** One term of the formula; `strong` for a result, ruled off from the terms above it. */
function Term({
  name,
  detail,
  value,
  sign,
  strong = false,
  testId,
}: {
  name: string;
  detail?: string;
  value: string;
  sign?: '−';
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.75,
        ...(strong && { borderTop: 1, borderColor: 'divider' }),
      }}
    >
      <Box>
        <Typography variant="body2" sx={{ fontWeight: strong ? 600 : 400 }}>
          {name}
        </Typography>
        {detail && (
          <Typography variant="caption" color="text.secondary">
            {detail}
          </Typography>
        )}
      </Box>
      <Typography
        variant="body2"
        sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: strong ? 600 : 400, whiteSpace: 'nowrap' }}
        data-testid={testId}
      >
        {sign && `${sign} `}
        {value}
      </Typography>
    </Box>
  );
}

/**
 * The offer, against the auction index and wholesale book, and every term of its formula
 * (docs/metrics.md, "Appraisals"): expected retail and its source, recon, target gross, expected
 * days (from the market days supply, capped at the store's target) × holding cost per day, pack,
 * transport, fees, the proposal; then the appraiser's override and its reason. A draft's override is set here.
 */
export function OfferPanel({
  offer,
  editable,
  busy,
  onOverride,
  children,
}: {
  offer: Offer;
  editable: boolean;
  busy: boolean;
  onOverride: (offerCents: number | null, reason: string | null) => Promise<boolean>;
  /** What the state adds under the offer (when it was offered, the price paid…). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [editing, setEditing] = useState(false);
  const [amount, setAmount] = useState(inputFromCents(offer.overrideCents));
  const [reason, setReason] = useState(offer.overrideReason ?? '');
  const [submitted, setSubmitted] = useState(false);
  const cents = centsFromInput(amount);
  const reasonWrong = reasonProblem(reason) != null;
  const perDay = offer.expectedDaysToSale > 0 ? Math.round(offer.holdingCostCents / offer.expectedDaysToSale) : 0;
  const supply = offer.marketDaysSupply;
  const daysDetail =
    supply == null
      ? t('appraisals.offer.daysNoSales', { target: offer.targetDaysToSale })
      : Math.round(supply) > offer.expectedDaysToSale
        ? t('appraisals.offer.daysCapped', { supply: format.decimal(supply), target: offer.expectedDaysToSale })
        : t('appraisals.offer.daysSupply', { supply: format.decimal(supply) });

  async function save() {
    setSubmitted(true);
    if (cents == null || reasonWrong) return;
    if (await onOverride(cents, reason.trim())) {
      setEditing(false);
      setSubmitted(false);
    }
  }

  return (
    <Card component="section" aria-labelledby="appraisal-offer" sx={{ p: 2, mb: 2 }}>
      <Typography id="appraisal-offer" component="h2" variant="h6">
        {t('appraisals.offer.title')}
      </Typography>
      <Typography
        variant="h4"
        component="p"
        sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', my: 1 }}
        data-testid="offer-amount"
      >
        {offer.offerCents == null ? t('appraisals.offer.none') : format.dollars(offer.offerCents)}
      </Typography>
      <OfferAnchors offer={offer} />
      {children}
      <Box component="ul" aria-label={t('appraisals.offer.formula')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        <Term
          name={t('appraisals.offer.expectedRetail')}
          detail={
            offer.expectedRetailSource
              ? t(`appraisals.source.${offer.expectedRetailSource}`)
              : t('appraisals.offer.noRetail')
          }
          value={format.dollars(offer.expectedRetailCents)}
        />
        <Term
          name={t('appraisals.offer.recon')}
          value={format.dollars(offer.reconCents)}
          sign="−"
          testId="offer-recon"
        />
        <Term name={t('appraisals.offer.targetGross')} value={format.dollars(offer.targetGrossCents)} sign="−" />
        <Term
          name={t('appraisals.offer.holding')}
          detail={`${t('appraisals.offer.holdingDetail', { count: offer.expectedDaysToSale, perDay: format.dollars(perDay) })} · ${daysDetail}`}
          value={format.dollars(offer.holdingCostCents)}
          sign="−"
          testId="offer-holding"
        />
        <Term name={t('appraisals.offer.pack')} value={format.dollars(offer.packCents)} sign="−" />
        <Term name={t('appraisals.offer.transport')} value={format.dollars(offer.transportCents)} sign="−" />
        <Term name={t('appraisals.offer.fees')} value={format.dollars(offer.feesCents)} sign="−" />
        <Term
          name={t('appraisals.offer.proposed')}
          detail={t('appraisals.offer.proposedDetail')}
          value={format.dollars(offer.proposedCents)}
          strong
          testId="offer-proposed"
        />
        {offer.overrideCents != null && (
          <Term
            name={t('appraisals.offer.override')}
            detail={offer.overrideReason ?? undefined}
            value={format.dollars(offer.overrideCents)}
            strong
            testId="offer-override"
          />
        )}
      </Box>
      {editable && !editing && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <Button onClick={() => setEditing(true)} sx={{ minHeight: 48 }}>
            {offer.overrideCents == null ? t('appraisals.offer.overrideOpen') : t('appraisals.offer.overrideChange')}
          </Button>
          {offer.overrideCents != null && (
            <Button color="inherit" disabled={busy} onClick={() => void onOverride(null, null)} sx={{ minHeight: 48 }}>
              {t('appraisals.offer.overrideClear')}
            </Button>
          )}
        </Box>
      )}
      {editable && editing && (
        <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
          <TextField
            label={t('appraisals.offer.overrideAmount')}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={submitted && cents == null}
            helperText={submitted && cents == null ? t('appraisals.recon.amountWrong') : undefined}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
          />
          <TextField
            label={t('appraisals.offer.overrideReason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={2}
            error={submitted && reasonWrong}
            helperText={submitted && reasonWrong ? t('appraisals.offer.reasonWrong') : undefined}
            slotProps={{ htmlInput: { maxLength: APPRAISAL_LIMITS.maxReasonLength } }}
          />
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button onClick={() => setEditing(false)} disabled={busy} sx={{ minHeight: 48 }}>
              {t('common.cancel')}
            </Button>
            <Button variant="contained" onClick={() => void save()} disabled={busy} sx={{ minHeight: 48 }}>
              {t('appraisals.offer.overrideSave')}
            </Button>
          </Box>
        </Box>
      )}
    </Card>
  );
}
