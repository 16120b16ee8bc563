import PriceChangeOutlined from '@mui/icons-material/PriceChangeOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import NextLink from 'next/link';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import dynamic from 'next/dynamic';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../common/page-header';
import { useGraphQLErrorText } from '../../base/use-graphql-action';
import { PricingCards } from './pricing-cards';
import { PricingFilters } from './pricing-filters';
import { PricingSummary } from './pricing-summary';
import { ageMinDaysOf, searchRows, type PricingView } from './pricing-view';
import { MARKET_FLAG, usePricingAccess, usePricingGrid } from './use-pricing';
import { usePricingView } from './use-pricing-view';

// The grid, the reprice dialog and the rules editor load after the page's first paint: the page
// stays inside its first-load budget (scripts/bundle-report.mjs).
const PricingGrid = dynamic(() => import('./pricing-grid').then((module) => module.PricingGrid), { ssr: false });
const RepriceDialog = dynamic(() => import('./reprice-dialog').then((module) => module.RepriceDialog), { ssr: false });
const RulesEditor = dynamic(() => import('./rules-editor').then((module) => module.RulesEditor), { ssr: false });

const NONE_CHOSEN: string[] = [];

/**
 * /pricing: the stock's prices against the rules and (with the market feature) the market, with
 * bulk repricing through a dry run; and the organization's pricing rules.
 */
export function PricingScreen() {
  const { t } = useTranslation();
  const { view, update } = usePricingView();
  const access = usePricingAccess();
  const change = useCallback((next: Partial<PricingView>) => update(next), [update]);
  return (
    <>
      <PageHeader
        title={t('pricing.title')}
        description={access.canReprice ? t('pricing.description') : t('pricing.descriptionReadOnly')}
        actions={
          <Button component={NextLink} href="/pricing/market-data" variant="outlined">
            {t('marketData.title')}
          </Button>
        }
      />
      <Tabs
        value={view.tab}
        onChange={(_event, tab: PricingView['tab']) => change({ tab })}
        sx={{ mb: 2 }}
        aria-label={t('pricing.tabs.label')}
      >
        <Tab value="stock" label={t('pricing.tabs.stock')} id="pricing-tab-stock" aria-controls="pricing-panel" />
        <Tab value="rules" label={t('pricing.tabs.rules')} id="pricing-tab-rules" aria-controls="pricing-panel" />
      </Tabs>
      <Box role="tabpanel" id="pricing-panel" aria-labelledby={`pricing-tab-${view.tab}`}>
        {view.tab === 'rules' ? (
          <RulesEditor canSave={access.canSaveRules} />
        ) : (
          <StockPricing view={view} onChange={change} access={access} />
        )}
      </Box>
    </>
  );
}

function StockPricing({
  view,
  onChange,
  access,
}: {
  view: PricingView;
  onChange: (change: Partial<PricingView>) => void;
  access: ReturnType<typeof usePricingAccess>;
}) {
  const { t } = useTranslation();
  const errorText = useGraphQLErrorText();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const ageMinDays = ageMinDaysOf(view);
  const grid = usePricingGrid({ market: access.market, ageMinDays, skip: !access.ready });
  const rows = useMemo(() => searchRows(grid.rows, view.search), [grid.rows, view.search]);
  // The vehicles chosen belong to the filter they were chosen under.
  const filterKey = `${ageMinDays ?? ''}|${view.search}`;
  const [chosen, setChosen] = useState<{ filterKey: string; ids: string[] }>({ filterKey, ids: [] });
  const selection = chosen.filterKey === filterKey ? chosen.ids : NONE_CHOSEN;
  const select = useCallback(
    (ids: string[]) =>
      setChosen((current) =>
        current.filterKey === filterKey &&
        current.ids.length === ids.length &&
        current.ids.every((id, index) => id === ids[index])
          ? current
          : { filterKey, ids },
      ),
    [filterKey],
  );
  // null: all stock; an array: the chosen vehicles.
  const [reprice, setReprice] = useState<string[] | null | false>(false);

  const actions = access.canReprice && (
    <Stack
      direction="row"
      role="group"
      aria-label={t('pricing.bulk.label')}
      sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
    >
      {selection.length > 0 && (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }} aria-live="polite">
            {t('pricing.bulk.selected', { count: selection.length })}
          </Typography>
          <Button
            size="small"
            variant="contained"
            startIcon={<PriceChangeOutlined />}
            onClick={() => setReprice(selection)}
          >
            {t('pricing.bulk.reprice')}
          </Button>
          <Button size="small" color="inherit" onClick={() => select([])}>
            {t('pricing.bulk.clear')}
          </Button>
        </>
      )}
      {selection.length === 0 && (
        <Button size="small" variant="outlined" onClick={() => setReprice(null)}>
          {t('pricing.bulk.runRules')}
        </Button>
      )}
    </Stack>
  );

  return (
    <>
      <PricingSummary rows={rows} loaded={grid.loaded} failed={Boolean(grid.error)} market={access.market} />
      {access.ready && !access.market && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('pricing.marketNote', { feature: t(`featureFlag.${MARKET_FLAG}`) })}
        </Alert>
      )}
      <Card sx={{ p: 2, mb: 2 }}>
        <PricingFilters view={view} onChange={onChange} />
      </Card>
      {grid.error && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void grid.refetch()}>
              {t('error.retry')}
            </Button>
          }
        >
          {errorText(grid.error)}
        </Alert>
      )}
      <Card>
        {phone ? (
          <PricingCards
            rows={rows}
            loading={grid.loading}
            market={access.market}
            canSeeCost={access.canSeeCost}
            selectable={access.canReprice}
            selection={selection}
            onSelectionChange={select}
            toolbar={actions}
          />
        ) : (
          <PricingGrid
            rows={rows}
            loading={grid.loading}
            market={access.market}
            canSeeCost={access.canSeeCost}
            selectable={access.canReprice}
            selection={selection}
            onSelectionChange={select}
            sort={view.sort}
            onSortChange={(sort) => onChange({ sort })}
            userId={access.userId}
            toolbar={actions}
          />
        )}
      </Card>
      {reprice !== false && (
        <RepriceDialog
          vehicleIds={reprice}
          onClose={() => setReprice(false)}
          onApplied={() => {
            setReprice(false);
            select([]);
          }}
        />
      )}
    </>
  );
}
