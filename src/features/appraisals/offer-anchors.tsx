import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AppraisalDetailFieldsFragment } from '../../../graphql/generated/operations/AppraisalDetailFields';
import { useFormat } from '../common/format';

type Offer = AppraisalDetailFieldsFragment['offer'];
type Anchor = NonNullable<Offer['auctionIndex']>;

/** "+$1,200" / "−$1,750": whole dollars with their sign. */
function useSigned() {
  const format = useFormat();
  return {
    dollars: (cents: number) => `${cents < 0 ? '−' : '+'}${format.dollars(Math.abs(cents))}`,
    percent: (share: number) => `${share < 0 ? '−' : '+'}${format.decimal(Math.abs(share) * 100)} %`,
  };
}

function AnchorRow({ name, anchor, testId }: { name: string; anchor: Anchor | null | undefined; testId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const signed = useSigned();
  return (
    <Box
      component="li"
      sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2, py: 0.5 }}
      data-testid={testId}
    >
      <Typography variant="body2">
        {name} {anchor ? format.dollars(anchor.valueCents) : ''}
      </Typography>
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {anchor
          ? t('appraisals.offer.anchorDifference', {
              difference: signed.dollars(anchor.differenceCents),
              percent: signed.percent(anchor.share),
            })
          : t('appraisals.offer.anchorNone')}
      </Typography>
    </Box>
  );
}

/**
 * The offer against what a manager checks it with (docs/metrics.md, "Appraisals"): the auction
 * index and the wholesale book, ± dollars and percent, and a warning when it is more than 15 % from
 * the auction index, naming the term that moved it most.
 */
export function OfferAnchors({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (offer.offerCents == null) return null;
  const { warning } = offer;
  return (
    <Box sx={{ mb: 1 }}>
      <Box component="ul" aria-label={t('appraisals.offer.anchors')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        <AnchorRow
          name={t('appraisals.source.auction_index')}
          anchor={offer.auctionIndex}
          testId="offer-vs-auction-index"
        />
        <AnchorRow
          name={t('appraisals.source.wholesale_book')}
          anchor={offer.wholesaleBook}
          testId="offer-vs-wholesale-book"
        />
      </Box>
      {warning && (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="offer-anchor-warning">
          {t(`appraisals.offer.warning.${warning.direction}`, {
            percent: `${format.decimal(Math.abs(warning.share) * 100)} %`,
            term: t(`appraisals.offer.term.${warning.term}`),
          })}
        </Alert>
      )}
    </Box>
  );
}
