import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import { GetInventorySummaryDocument } from '../../../graphql/generated/operations/GetInventorySummary';
import { useCanDo } from '../access/use-can-do';
import { GraphQLProvider } from '../sessions/graphql-provider';
import { useFormat } from '../common/format';

/** A figure whose label links to the list behind it; `warn` colours one that asks for action. */
function Figure({
  label,
  value,
  href,
  testId,
  warn,
}: {
  label: string;
  value: string | undefined;
  href: string;
  testId: string;
  warn?: boolean;
}) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        variant="h4"
        component="p"
        data-testid={testId}
        data-tone={warn ? 'warning' : undefined}
        sx={{ fontVariantNumeric: 'tabular-nums', color: warn ? 'warning.dark' : undefined }}
      >
        {value ?? <Skeleton width={64} />}
      </Typography>
      <Link component={NextLink} href={href} variant="body2" underline="hover">
        {label}
      </Link>
    </Box>
  );
}

function SummaryContent() {
  const { t } = useTranslation();
  const format = useFormat();
  const { data, error } = useQuery(GetInventorySummaryDocument);
  const summary = data?.inventorySummary;
  const agedAfter = summary?.agedAfterDays ?? 60;
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
            <Figure
              testId="summary-in-stock"
              label={t('inventory.summary.inStock')}
              value={summary && format.number(summary.inStock)}
              href="/inventory"
            />
            <Figure
              testId="summary-average-age"
              label={t('inventory.summary.averageAge')}
              value={
                summary &&
                (summary.averageAgeDays === null
                  ? '—'
                  : t('inventory.summary.days', { days: format.decimal(summary.averageAgeDays) }))
              }
              href="/reports/aging"
            />
            <Figure
              testId="summary-aged"
              label={t('inventory.summary.aged', { days: agedAfter })}
              value={summary && format.number(summary.aged)}
              warn={Boolean(summary?.aged)}
              href={`/inventory?older=${agedAfter}`}
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
