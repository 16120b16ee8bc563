import ChevronRight from '@mui/icons-material/ChevronRight';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import { AGENT_MAP_MY_ROUTE_PATH, AGENT_TERRITORY_INSIGHTS_PATH, DEALER_INSIGHTS_PATH } from '../../shared/access';

// The agent's own pages (CONTRACTS.md "Agent area" and dealer insights), with their area texts.
const ENTRIES = [
  { area: 'agent_territory_insights', path: AGENT_TERRITORY_INSIGHTS_PATH },
  { area: 'agent_map_my_route', path: AGENT_MAP_MY_ROUTE_PATH },
  { area: 'dealer_insights', path: DEALER_INSIGHTS_PATH },
] as const;

/** An agent's starting points on the dashboard, in place of the dealer's setup checklist. */
export function AgentCard() {
  const { t } = useTranslation();
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        slotProps={{ title: { component: 'h2' } }}
        title={t('dashboard.agent.title')}
        subheader={t('dashboard.agent.subtitle')}
      />
      <List disablePadding aria-label={t('dashboard.agent.title')}>
        {ENTRIES.map(({ area, path }) => (
          <ListItem key={area} disablePadding>
            <ListItemButton component={NextLink} href={path}>
              <ListItemText primary={t(`area.${area}.title`)} secondary={t(`area.${area}.description`)} />
              <ChevronRight color="action" aria-hidden />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
