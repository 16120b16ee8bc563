import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import { ListMarketplaceLeadsDocument } from '../../../graphql/generated/operations/ListMarketplaceLeads';
import { MARKETPLACE_LEADS_PAGE } from '../../layout/navigation';
import { useCanDo } from '../access/use-can-do';
import { useFormat } from '../common/format';
import { LeadMoveSelect, LeadStateChip } from './lead-state';

/** Leads shown on the vehicle page; the rest are on the leads list, filtered to this vehicle. */
const SHOWN = 5;

/** The vehicle page's "Leads" card: what marketplaces sent about this vehicle, for those who read leads. */
export function VehicleLeadsCard({ vehicleId }: { vehicleId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const canRead = useCanDo('readMarketplaceLeads');
  const canChange = useCanDo('changeMarketplaceLeads');
  const { data } = useQuery(ListMarketplaceLeadsDocument, { variables: { vehicleId, first: SHOWN }, skip: !canRead });
  if (!canRead) return null;
  const connection = data?.marketplaceLeads;
  const leads = connection?.edges.map((edge) => edge.node) ?? [];
  return (
    <Card sx={{ mb: 3 }}>
      <CardHeader
        title={t('leads.vehicle.title')}
        action={
          connection &&
          connection.totalCount > 0 && (
            <Button
              component={NextLink}
              href={`${MARKETPLACE_LEADS_PAGE.path}?vehicle=${encodeURIComponent(vehicleId)}`}
            >
              {t('leads.vehicle.all', { count: connection.totalCount })}
            </Button>
          )
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {leads.length === 0 ? (
          <Typography color="text.secondary">{t('leads.vehicle.none')}</Typography>
        ) : (
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {leads.map((lead) => (
              <Box component="li" key={lead.id} data-testid="vehicle-lead">
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <LeadStateChip state={lead.state} />
                  <Typography variant="subtitle2">{lead.customerName}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('leads.vehicle.via', { marketplace: lead.marketplace, when: format.dateTime(lead.receivedAt) })}
                  </Typography>
                  {canChange && (
                    <Box sx={{ ml: 'auto' }}>
                      <LeadMoveSelect lead={lead} />
                    </Box>
                  )}
                </Stack>
                <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                  {lead.message}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                  {[lead.customerEmail, lead.customerPhone].filter(Boolean).join(' · ')}
                </Typography>
              </Box>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
