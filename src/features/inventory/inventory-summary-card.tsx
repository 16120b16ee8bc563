import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import { GetInventorySummaryDocument } from '../../../graphql/generated/client/graphql';
import { useCanDo } from '../access/use-can-do';
import { GraphQLProvider } from '../sessions/graphql-provider';
import { useFormat } from '../common/format';

function Figure({ label, value, href, testId }: { label: string; value: string | undefined; href?: string; testId: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="h4" component="p" data-testid={testId} sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value ?? <Skeleton width={64} />}
      </Typography>
      {href ? (
        <Typography variant="body2" component={NextLink} href={href} color="primary" sx={{ textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}>
          {label}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      )}
    </Box>
  );
}

function SummaryContent() {
  const { t } = useTranslation();
  const format = useFormat();
  const { data, error } = useQuery(GetInventorySummaryDocument);
  const summary = data?.inventorySummary;
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        avatar={<DirectionsCarOutlined color="primary" />}
        title={t('inventory.summary.title')}
        action={
          <Button component={NextLink} href="/inventory" size="small">
            {t('inventory.summary.open')}
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {error ? (
          <Typography color="error">{t('inventory.summary.error')}</Typography>
        ) : (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2 }}>
            <Figure testId="summary-in-stock" label={t('inventory.summary.inStock')} value={summary && format.number(summary.inStock)} />
            <Figure
              testId="summary-average-age"
              label={t('inventory.summary.averageAge')}
              value={summary && (summary.averageAgeDays === null ? '—' : t('inventory.summary.days', { days: format.decimal(summary.averageAgeDays) }))}
            />
            <Figure
              testId="summary-aged"
              label={t('inventory.summary.aged', { days: summary?.agedAfterDays ?? 60 })}
              value={summary && format.number(summary.aged)}
              href="/inventory?age=DAYS_61_90,DAYS_OVER_90"
            />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** The dashboard's inventory figures, for those who may open inventory; nothing for anyone else. */
export function InventorySummaryCard() {
  const canRead = useCanDo('readInventory');
  if (!canRead) return null;
  return (
    <GraphQLProvider>
      <SummaryContent />
    </GraphQLProvider>
  );
}
