import Card from '@mui/material/Card';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useCanDo } from '../../access/use-can-do';
import { PageHeader } from '../../common/page-header';
import { MarketImportButton } from './market-import-dialog';
import { MarketRecordsTable } from './market-records-table';

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
