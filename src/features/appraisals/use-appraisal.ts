import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { GetAppraisalDocument } from '../../../graphql/generated/operations/GetAppraisal';
import { LoseAppraisalDocument } from '../../../graphql/generated/operations/LoseAppraisal';
import { OfferAppraisalDocument } from '../../../graphql/generated/operations/OfferAppraisal';
import { OverrideAppraisalOfferDocument } from '../../../graphql/generated/operations/OverrideAppraisalOffer';
import { SetAppraisalReconEstimateDocument } from '../../../graphql/generated/operations/SetAppraisalReconEstimate';
import { WinAppraisalDocument } from '../../../graphql/generated/operations/WinAppraisal';
import type { AppraisalLostReason, AppraisalReconLineInput } from '../../../graphql/generated/types';
import { useGraphQLAction } from '../../base/use-graphql-action';

// Every change answers with the whole appraisal (the cache takes it by id); the list and its
// figures (one query) are read again when shown.
const AFTER_CHANGE = { refetchQueries: ['GetAppraisals'] };

/** One appraisal and what can be done to it; each action resolves to whether it went through. */
export function useAppraisal(id: string) {
  const { t } = useTranslation();
  const run = useGraphQLAction();
  const query = useQuery(GetAppraisalDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [setRecon, recon] = useMutation(SetAppraisalReconEstimateDocument, AFTER_CHANGE);
  const [override, overriding] = useMutation(OverrideAppraisalOfferDocument, AFTER_CHANGE);
  const [offer, offering] = useMutation(OfferAppraisalDocument, AFTER_CHANGE);
  const [win, winning] = useMutation(WinAppraisalDocument, AFTER_CHANGE);
  const [lose, losing] = useMutation(LoseAppraisalDocument, AFTER_CHANGE);
  const done = (result: unknown) => result !== undefined;

  return {
    ...query,
    appraisal: query.data?.appraisal,
    busy: recon.loading || overriding.loading || offering.loading || winning.loading || losing.loading,
    saveRecon: useCallback(
      async (lines: AppraisalReconLineInput[], reconTemplateKey: string | null) =>
        done(
          await run(
            () => setRecon({ variables: { input: { id, lines, reconTemplateKey } } }),
            t('appraisals.recon.saved'),
          ),
        ),
      [id, run, setRecon, t],
    ),
    override: useCallback(
      async (offerCents: number | null, reason: string | null) =>
        done(
          await run(
            () => override({ variables: { input: { id, offerCents, reason } } }),
            t(offerCents == null ? 'appraisals.offer.overrideCleared' : 'appraisals.offer.overrideSaved'),
          ),
        ),
      [id, run, override, t],
    ),
    offer: useCallback(
      async () => done(await run(() => offer({ variables: { id } }), t('appraisals.actions.offered'))),
      [id, run, offer, t],
    ),
    win: useCallback(
      async (input: { purchasePriceCents: number; stockNumber: string | null }) =>
        done(await run(() => win({ variables: { input: { id, ...input } } }), t('appraisals.actions.won'))),
      [id, run, win, t],
    ),
    lose: useCallback(
      async (input: { reason: AppraisalLostReason; note: string | null }) =>
        done(await run(() => lose({ variables: { input: { id, ...input } } }), t('appraisals.actions.lost'))),
      [id, run, lose, t],
    ),
  };
}
