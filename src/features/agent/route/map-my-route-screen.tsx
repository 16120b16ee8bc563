import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapMyRouteSetupDocument } from '../../../../graphql/generated/operations/MapMyRouteSetup';
import { PlanMyRouteDocument, type PlanMyRouteQuery } from '../../../../graphql/generated/operations/PlanMyRoute';
import {
  ROUTE_DAY_END_MINUTE,
  ROUTE_DAY_START_MINUTE,
  ROUTE_DEFAULT_MAX_STOPS,
  minuteOfTime,
  timeOfMinute,
} from '../../../shared/agent/route-form';
import { MAX_ROUTE_STOPS } from '../../../shared/agent/route-plan';
import { QueryState } from '../../common/loading';
import { PageHeader } from '../../common/page-header';
import { useGraphQLErrorToast } from '../../../base/use-graphql-action';
import { useToast } from '../../../base/toast-provider';
import { ProposedStops, type ProposedStop } from './proposed-stops';
import { RouteResult } from './route-result';

type Point = { latitude: number; longitude: number };
type StartChoice = 'center' | 'firstDealer' | 'here';

/** The browser's own day (the agent's phone's), YYYY-MM-DD. */
const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** /agent/territory-insights/map-my-route: the day's stops (due by cadence, plus any added), planned into a route. */
export function MapMyRouteScreen() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const toast = useToast();
  const toastError = useGraphQLErrorToast();
  const [day, setDay] = useState(localToday);
  const [startChoice, setStartChoice] = useState<StartChoice>('center');
  const [here, setHere] = useState<Point | null>(null);
  const [backToStart, setBackToStart] = useState(true);
  const [startTime, setStartTime] = useState(timeOfMinute(ROUTE_DAY_START_MINUTE));
  const [endTime, setEndTime] = useState(timeOfMinute(ROUTE_DAY_END_MINUTE));
  const [maxStops, setMaxStops] = useState(String(ROUTE_DEFAULT_MAX_STOPS));
  // Null until the agent changes the proposal: then the due dealers of the day are the stops.
  const [edited, setEdited] = useState<ProposedStop[] | null>(null);
  const [route, setRoute] = useState<PlanMyRouteQuery['planRoute'] | null>(null);
  const [planning, setPlanning] = useState(false);
  const setup = useQuery(MapMyRouteSetupDocument, { variables: { day } });

  const territoryCenter = setup.data?.territories.find((territory) => territory.center)?.center ?? null;
  const dealers = setup.data?.dealers ?? [];
  const stops: ProposedStop[] = edited ?? (setup.data?.due ?? []).map((dealer) => ({ dealer, appointment: '' }));
  const chosen =
    startChoice === 'here'
      ? here
      : startChoice === 'center'
        ? (territoryCenter ?? stops[0]?.dealer.location)
        : stops[0]?.dealer.location;
  // A plain point: the graph's answers carry __typename, which an input refuses.
  const start: Point | null = chosen ? { latitude: chosen.latitude, longitude: chosen.longitude } : null;

  function chooseStart(choice: StartChoice) {
    setStartChoice(choice);
    if (choice !== 'here' || here) return;
    if (!('geolocation' in navigator)) {
      toast(t('mapMyRoute.start.unavailable'), 'error');
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => setHere({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => toast(t('mapMyRoute.start.denied'), 'error'),
      { enableHighAccuracy: false, timeout: 10_000 },
    );
  }

  const startMinute = minuteOfTime(startTime);
  const endMinute = minuteOfTime(endTime);
  const maxStopsNumber = Number(maxStops);
  const maxStopsValid = Number.isInteger(maxStopsNumber) && maxStopsNumber >= 1 && maxStopsNumber <= MAX_ROUTE_STOPS;
  const hoursValid = startMinute !== null && endMinute !== null && endMinute > startMinute;
  const canPlan = Boolean(start) && hoursValid && maxStopsValid && stops.length > 0 && !planning;

  async function plan() {
    if (!start || startMinute === null || endMinute === null) return;
    setPlanning(true);
    try {
      const result = await client.query({
        query: PlanMyRouteDocument,
        fetchPolicy: 'no-cache',
        variables: {
          input: {
            day,
            start,
            ...(backToStart ? { end: start } : {}),
            startMinute,
            endMinute,
            maxStops: maxStopsNumber,
            onlyThese: true,
            stops: stops.map((stop) => {
              const appointmentMinute = minuteOfTime(stop.appointment);
              return { dealerId: stop.dealer.id, ...(appointmentMinute === null ? {} : { appointmentMinute }) };
            }),
          },
        },
      });
      setRoute(result.data!.planRoute);
    } catch (error) {
      toastError(error);
    } finally {
      setPlanning(false);
    }
  }

  return (
    <>
      <PageHeader title={t('mapMyRoute.title')} description={t('mapMyRoute.description')} />
      <QueryState
        loaded={Boolean(setup.data)}
        loading={setup.loading}
        error={setup.error}
        onRetry={() => setup.refetch()}
        loadingLabel={t('mapMyRoute.loading')}
        empty={false}
      >
        <Stack spacing={2}>
          <Card variant="outlined">
            <CardContent>
              <Stack
                spacing={2}
                component="form"
                aria-label={t('mapMyRoute.form')}
                onSubmit={(event) => {
                  event.preventDefault();
                  void plan();
                }}
              >
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <TextField
                    label={t('mapMyRoute.day')}
                    type="date"
                    value={day}
                    onChange={(event) => {
                      setDay(event.target.value);
                      setEdited(null);
                      setRoute(null);
                    }}
                    slotProps={{ inputLabel: { shrink: true } }}
                    fullWidth
                  />
                  <TextField
                    select
                    label={t('mapMyRoute.start.label')}
                    value={startChoice}
                    onChange={(event) => chooseStart(event.target.value as StartChoice)}
                    fullWidth
                  >
                    <MenuItem value="center" disabled={!territoryCenter}>
                      {t('mapMyRoute.start.center')}
                    </MenuItem>
                    <MenuItem value="firstDealer">{t('mapMyRoute.start.firstDealer')}</MenuItem>
                    <MenuItem value="here">{t('mapMyRoute.start.here')}</MenuItem>
                  </TextField>
                  <TextField
                    select
                    label={t('mapMyRoute.end.label')}
                    value={backToStart ? 'start' : 'lastStop'}
                    onChange={(event) => setBackToStart(event.target.value === 'start')}
                    fullWidth
                  >
                    <MenuItem value="start">{t('mapMyRoute.end.start')}</MenuItem>
                    <MenuItem value="lastStop">{t('mapMyRoute.end.lastStop')}</MenuItem>
                  </TextField>
                </Stack>
                <Stack direction="row" spacing={2}>
                  <TextField
                    label={t('mapMyRoute.startTime')}
                    type="time"
                    value={startTime}
                    onChange={(event) => setStartTime(event.target.value)}
                    slotProps={{ inputLabel: { shrink: true } }}
                    fullWidth
                  />
                  <TextField
                    label={t('mapMyRoute.endTime')}
                    type="time"
                    value={endTime}
                    onChange={(event) => setEndTime(event.target.value)}
                    error={!hoursValid}
                    helperText={hoursValid ? undefined : t('mapMyRoute.hoursInvalid')}
                    slotProps={{ inputLabel: { shrink: true } }}
                    fullWidth
                  />
                  <TextField
                    label={t('mapMyRoute.maxStops')}
                    type="number"
                    value={maxStops}
                    onChange={(event) => setMaxStops(event.target.value)}
                    error={!maxStopsValid}
                    helperText={maxStopsValid ? undefined : t('mapMyRoute.maxStopsInvalid', { max: MAX_ROUTE_STOPS })}
                    slotProps={{ htmlInput: { min: 1, max: MAX_ROUTE_STOPS } }}
                    fullWidth
                  />
                </Stack>
                {startChoice === 'here' && !here && <span role="status">{t('mapMyRoute.start.locating')}</span>}
                <ProposedStops
                  stops={stops}
                  dealers={dealers}
                  onChange={(next) => {
                    setEdited(next);
                    setRoute(null);
                  }}
                />
                <Button type="submit" variant="contained" disabled={!canPlan} sx={{ alignSelf: 'flex-start' }}>
                  {planning ? t('mapMyRoute.planning') : t('mapMyRoute.plan')}
                </Button>
              </Stack>
            </CardContent>
          </Card>
          {route && start && <RouteResult route={route} start={start} />}
        </Stack>
      </QueryState>
    </>
  );
}
