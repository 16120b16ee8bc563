import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import NextLink from 'next/link';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@apollo/client/react';
import dynamic from 'next/dynamic';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GetAppraisalsDocument } from '../../../graphql/generated/operations/GetAppraisals';
import { useCanDo } from '../access/use-can-do';
import { EmptyState } from '../common/loading';
import { PageHeader } from '../common/page-header';
import { useDebouncedValue } from '../common/use-debounced-value';
import { AppraisalFigures } from './appraisal-figures';
import { AppraisalCards, AppraisalTable } from './appraisal-list';
import { APPRAISAL_STATES } from '../../shared/appraisals/states';
import { appraisalFilterOf, hasAppraisalFilters } from './appraisal-view';
import { useAppraisalView } from './use-appraisal-view';

// The form loads when it is opened: the list stays inside its first-load budget.
const NewAppraisalDialog = dynamic(() => import('./new-appraisal-dialog').then((module) => module.NewAppraisalDialog), {
  ssr: false,
});

const PAGE_SIZE = 50;

/**
 * /appraisals: the store's look-to-book and cost-to-market of the last 30 days and per appraiser,
 * then the appraisals, newest first, filtered by state, appraiser and a search kept in the URL.
 * A table on a desktop, cards on a phone. People with scope 2 start new ones.
 */
export function AppraisalsScreen() {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const canChange = useCanDo('changeAppraisals');
  const { view, update } = useAppraisalView();
  const [creating, setCreating] = useState(false);
  const search = useDebouncedValue(view.search);
  const filter = useMemo(() => appraisalFilterOf(view, search), [view, search]);
  const list = useQuery(GetAppraisalsDocument, {
    variables: { filter, first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const answer = list.data ?? list.previousData;
  const connection = answer?.appraisals;
  const report = answer?.appraisalFigures;
  const appraisals = connection?.edges.map((edge) => edge.node) ?? [];
  const appraisers = report?.byAppraiser.flatMap((row) => (row.appraiser ? [row.appraiser] : [])) ?? [];
  const query = {
    loaded: Boolean(connection),
    loading: list.loading,
    error: list.error,
    onRetry: () => list.refetch(),
  };
  const clear = () => update({ state: '', appraiser: '', search: '' });

  const empty = hasAppraisalFilters(view) ? (
    <EmptyState
      title={t('appraisals.empty.filteredTitle')}
      body={t('appraisals.empty.filteredBody')}
      action={<Button onClick={clear}>{t('appraisals.filters.clear')}</Button>}
    />
  ) : (
    <EmptyState
      title={t('appraisals.empty.title')}
      body={canChange ? t('appraisals.empty.body') : t('appraisals.empty.bodyReadOnly')}
    />
  );
  const select = {
    select: true,
    size: 'small',
    sx: { minWidth: 180, flex: { xs: '1 1 100%', sm: '0 1 auto' } },
  } as const;

  return (
    <>
      <PageHeader
        title={t('appraisals.title')}
        description={canChange ? t('appraisals.description') : t('appraisals.descriptionReadOnly')}
        actions={
          <>
            <Button
              component={NextLink}
              href="/pricing/market-data"
              variant="outlined"
              size="large"
              sx={{ minHeight: 48 }}
            >
              {t('marketData.title')}
            </Button>
            {canChange && (
              <Button
                variant="contained"
                size="large"
                startIcon={<Add />}
                onClick={() => setCreating(true)}
                sx={{ minHeight: 48 }}
              >
                {t('appraisals.new.open')}
              </Button>
            )}
          </>
        }
      />
      <AppraisalFigures report={report} error={list.error} />
      <Card sx={{ p: 2, mb: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <TextField
            size="small"
            type="search"
            label={t('appraisals.filters.search')}
            value={view.search}
            onChange={(event) => update({ search: event.target.value })}
            sx={{ minWidth: 240, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
          />
          <TextField
            {...select}
            label={t('appraisals.filters.state')}
            value={view.state}
            onChange={(event) => update({ state: event.target.value as typeof view.state })}
          >
            <MenuItem value="">{t('appraisals.filters.allStates')}</MenuItem>
            {APPRAISAL_STATES.map((state) => (
              <MenuItem key={state} value={state}>
                {t(`appraisals.state.${state}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            {...select}
            label={t('appraisals.filters.appraiser')}
            value={view.appraiser}
            onChange={(event) => update({ appraiser: event.target.value })}
          >
            <MenuItem value="">{t('appraisals.filters.anyone')}</MenuItem>
            {/* An appraiser from a shared link stays choosable when they made none lately. */}
            {view.appraiser && !appraisers.some((person) => person.id === view.appraiser) && (
              <MenuItem value={view.appraiser}>{t('appraisals.filters.linkedAppraiser')}</MenuItem>
            )}
            {appraisers.map((person) => (
              <MenuItem key={person.id} value={person.id}>
                {person.name}
              </MenuItem>
            ))}
          </TextField>
          {hasAppraisalFilters(view) && (
            <Button size="small" onClick={clear}>
              {t('appraisals.filters.clear')}
            </Button>
          )}
          {connection && (
            <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }} role="status">
              {connection.totalCount > appraisals.length
                ? t('appraisals.list.someOf', { shown: appraisals.length, count: connection.totalCount })
                : t('appraisals.list.count', { count: connection.totalCount })}
            </Typography>
          )}
        </Box>
      </Card>
      {phone ? (
        <AppraisalCards appraisals={appraisals} query={query} empty={appraisals.length === 0 && empty} />
      ) : (
        <Card>
          <AppraisalTable appraisals={appraisals} query={query} empty={appraisals.length === 0 && empty} />
        </Card>
      )}
      {creating && <NewAppraisalDialog onClose={() => setCreating(false)} />}
    </>
  );
}
