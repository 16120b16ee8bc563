import Card from '@mui/material/Card';
import { useApolloClient } from '@apollo/client/react';
import dynamic from 'next/dynamic';
import { useTranslation } from 'react-i18next';
import { useCanDo } from '../../access/use-can-do';
import { PageHeader } from '../../common/page-header';
import { MarketRecordsTable } from './market-records-table';

// The import wizard (CSV reader, row rules) loads after the page's first paint, as inventory's does.
const MarketImportButton = dynamic(() => import('./market-import-dialog').then((module) => module.MarketImportButton), {
  ssr: false,
});

/**
 * /pricing/market-data: the organization's market records (listings and sales the valuations
 * and comparables read), and for people with scope 2 the imports of market files and of the
 * wholesale book.
 */
export function MarketDataScreen() {
  const { t } = useTranslation();
  const canImport = useCanDo('changeMarket');
  const client = useApolloClient();
  const refresh = () => void client.refetchQueries({ include: ['GetMarketRecords'] });
  return (
    <>
      <PageHeader
        title={t('marketData.title')}
        description={canImport ? t('marketData.description') : t('marketData.descriptionReadOnly')}
        actions={
          canImport && (
            <>
              <MarketImportButton kind="records" onImported={refresh} />
              <MarketImportButton kind="book" onImported={refresh} />
            </>
          )
        }
      />
      <Card>
        <MarketRecordsTable />
      </Card>
    </>
  );
}
