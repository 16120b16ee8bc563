import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PlanMyRouteQuery } from '../../../../graphql/generated/operations/PlanMyRoute';
import { timeOfMinute } from '../../../shared/agent/route-form';
import { AgentMap, type MapPoint } from '../map';
import { saveFile } from '../../common/save-file';
import { CheckInForm } from './check-in-form';

type Route = PlanMyRouteQuery['planRoute'];

/** Miles to 0.1; a measured leg shorter than that reads "< 0.1" rather than 0.0. */
const legMiles = (miles: number) => (miles < 0.05 ? '< 0.1' : miles.toFixed(1));
type Point = { latitude: number; longitude: number };

/** A planned route: stops in driving order with times, the stops left out and why, totals, map, exports, and check-in at the first stop. */
export function RouteResult({ route, start }: { route: Route; start: Point }) {
  const { t } = useTranslation();
  const points: MapPoint[] = route.legs.map((leg, index) => ({
    id: leg.dealer.id,
    name: leg.dealer.name,
    priority: leg.dealer.priority,
    stopNumber: index + 1,
    state: leg.dealer.daysOverdue > 0 ? 'overdue' : leg.dealer.nextDueOn <= route.day ? 'due' : 'later',
    ...leg.dealer.location,
  }));
  const path = [start, ...route.legs.map((leg) => leg.dealer.location)];
  const first = route.legs[0];

  return (
    <Card variant="outlined" component="section" aria-label={t('mapMyRoute.result.title')}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t('mapMyRoute.result.title')}
          </Typography>
          <Typography variant="body2" data-testid="route-totals">
            {t('mapMyRoute.result.totals', {
              stops: route.legs.length,
              minutes: route.driveMinutes,
              miles: route.miles.toFixed(1),
              finish: timeOfMinute(route.finishMinute),
            })}
          </Typography>
          {route.legs.length > 0 && (
            <AgentMap points={points} route={path} start={start} label={t('mapMyRoute.result.mapLabel')} height={320} />
          )}
          <List aria-label={t('mapMyRoute.result.orderLabel')} disablePadding>
            {route.legs.map((leg, index) => (
              <ListItem key={leg.dealer.id} disableGutters divider>
                <Stack sx={{ width: '100%' }}>
                  <Typography variant="body1">{`${index + 1}. ${leg.dealer.name}`}</Typography>
                  <Typography variant="body2" color="text.secondary" data-testid="route-leg">
                    {t(`mapMyRoute.result.legDistance.${leg.distance}`, {
                      arrive: timeOfMinute(leg.arriveMinute),
                      depart: timeOfMinute(leg.departMinute),
                      minutes: leg.travelMinutes,
                      miles: legMiles(leg.miles),
                    })}
                  </Typography>
                </Stack>
              </ListItem>
            ))}
          </List>
          {route.leftOut.length > 0 && (
            <Stack spacing={0.5}>
              <Typography variant="subtitle2" component="h3">
                {t('mapMyRoute.result.leftOut', { count: route.leftOut.length })}
              </Typography>
              {route.leftOut.map((stop) => (
                <Typography key={stop.dealer.id} variant="body2">
                  {`${stop.dealer.name}: ${t(`mapMyRoute.reason.${stop.reason}`, { defaultValue: stop.reason })}`}
                </Typography>
              ))}
            </Stack>
          )}
          {route.legs.length > 0 && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button
                startIcon={<DownloadOutlined />}
                onClick={() => saveFile(`route-${route.day}.gpx`, 'application/gpx+xml', [route.gpx])}
              >
                {t('mapMyRoute.result.gpx')}
              </Button>
              <Button
                startIcon={<DownloadOutlined />}
                onClick={() => saveFile(`route-${route.day}.ics`, 'text/calendar', [route.ics])}
              >
                {t('mapMyRoute.result.ics')}
              </Button>
              <Button
                startIcon={<DownloadOutlined />}
                onClick={() => saveFile(`route-${route.day}.csv`, 'text/csv', [route.csv])}
              >
                {t('mapMyRoute.result.csv')}
              </Button>
              {route.mapsLinks.map((link, index) => (
                <Button key={link} startIcon={<MapOutlined />} href={link} target="_blank" rel="noopener noreferrer">
                  {route.mapsLinks.length > 1
                    ? t('mapMyRoute.result.openMapsPart', { part: index + 1 })
                    : t('mapMyRoute.result.openMaps')}
                </Button>
              ))}
            </Stack>
          )}
          {first && <CheckInForm key={first.dealer.id} dealerId={first.dealer.id} dealerName={first.dealer.name} />}
        </Stack>
      </CardContent>
    </Card>
  );
}
