import LockOutlined from '@mui/icons-material/LockOutlined';
import Print from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Box from '@mui/material/Box';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { EmptyState, QueryState, SectionLoading } from '../../common/loading';
import { PageHeader } from '../../common/page-header';
import { usePdfMode } from '../../../base/pdf-mode';
import { FastSellers } from './fast-sellers';
import { InsightFigures } from './insight-figures';
import { InsightVehicles } from './insight-vehicles';
import { useDealerInsights } from './use-dealer-insights';

/** The plan does not hold the feature: a plain statement, not an error. */
function NotIncluded() {
  const { t } = useTranslation();
  return (
    <Card data-testid="dealer-insights-not-included">
      <Box sx={{ pt: 4, textAlign: 'center' }}>
        <LockOutlined sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden />
      </Box>
      <EmptyState title={t('dealerInsights.notIncluded.title')} body={t('dealerInsights.notIncluded.body')} />
    </Card>
  );
}

/**
 * The partner's dealer insights (`/{partner}-dealer-insights`; the shell applies the partner's
 * theme): the dealer's stock against its market, printable through the print layout.
 */
export function DealerInsightsScreen() {
  const { t } = useTranslation();
  const router = useRouter();
  const pdfMode = usePdfMode();
  const { ready, included, report, query } = useDealerInsights();
  const printHref = `${router.asPath.split('?')[0]}?pdfMode=true`;
  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHeader
        title={t('dealerInsights.title')}
        description={
          report
            ? t('dealerInsights.descriptionOf', { organization: report.organizationName })
            : t('dealerInsights.description')
        }
        actions={
          included &&
          !pdfMode && (
            <Button
              component={NextLink}
              href={printHref}
              target="_blank"
              rel="noopener"
              variant="outlined"
              startIcon={<Print />}
            >
              {t('dealerInsights.print')}
            </Button>
          )
        }
      />
      {!ready ? (
        <SectionLoading label={t('dealerInsights.loading')} />
      ) : !included ? (
        <NotIncluded />
      ) : (
        <QueryState {...query} loadingLabel={t('dealerInsights.loading')} empty={false}>
          {report && !report.marketAvailable && (
            <Card sx={{ mb: 3 }} data-testid="dealer-insights-no-market">
              <EmptyState title={t('dealerInsights.noMarket.title')} body={t('dealerInsights.noMarket.body')} />
            </Card>
          )}
          {report && (
            <>
              <InsightFigures report={report} />
              {report.marketAvailable && <FastSellers rows={report.fastSellers} />}
              <InsightVehicles rows={report.vehicles} />
            </>
          )}
        </QueryState>
      )}
    </Box>
  );
}
