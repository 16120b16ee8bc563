import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { RouteDealerFieldsFragment } from '../../../../graphql/generated/operations/RouteDealerFields';

export type ProposedStop = {
  dealer: RouteDealerFieldsFragment;
  /** "HH:MM" of a fixed appointment, or empty. */ appointment: string;
};

/** The stops a route is planned from: each removable, with an optional appointment time; more added from the agent's dealers. */
export function ProposedStops({
  stops,
  dealers,
  onChange,
}: {
  stops: ProposedStop[];
  dealers: RouteDealerFieldsFragment[];
  onChange: (stops: ProposedStop[]) => void;
}) {
  const { t } = useTranslation();
  const listed = new Set(stops.map((stop) => stop.dealer.id));
  const addable = dealers.filter((dealer) => !listed.has(dealer.id));
  const update = (id: string, change: Partial<ProposedStop> | null) =>
    onChange(
      change
        ? stops.map((stop) => (stop.dealer.id === id ? { ...stop, ...change } : stop))
        : stops.filter((stop) => stop.dealer.id !== id),
    );

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h2">
        {t('mapMyRoute.stops.title', { count: stops.length })}
      </Typography>
      {stops.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('mapMyRoute.stops.none')}
        </Typography>
      )}
      <List dense disablePadding aria-label={t('mapMyRoute.stops.listLabel')}>
        {stops.map(({ dealer, appointment }) => (
          <ListItem
            key={dealer.id}
            disableGutters
            divider
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={t('mapMyRoute.stops.remove', { name: dealer.name })}
                onClick={() => update(dealer.id, null)}
              >
                <CloseOutlined />
              </IconButton>
            }
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%', pr: 5 }}>
              <Stack sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" noWrap>
                  {dealer.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {dealer.priority} ·{' '}
                  {dealer.daysOverdue > 0
                    ? t('mapMyRoute.stops.overdue', { count: dealer.daysOverdue })
                    : t('mapMyRoute.stops.dueOn', { day: dealer.nextDueOn })}
                </Typography>
              </Stack>
              <TextField
                size="small"
                type="time"
                label={t('mapMyRoute.stops.appointment')}
                value={appointment}
                onChange={(event) => update(dealer.id, { appointment: event.target.value })}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { 'aria-label': t('mapMyRoute.stops.appointmentFor', { name: dealer.name }) },
                }}
                sx={{ width: 130 }}
              />
            </Stack>
          </ListItem>
        ))}
      </List>
      <Autocomplete
        options={addable}
        getOptionLabel={(dealer) => `${dealer.name}${dealer.city ? ` (${dealer.city})` : ''}`}
        value={null}
        onChange={(_event, dealer) => {
          if (dealer) onChange([...stops, { dealer, appointment: '' }]);
        }}
        renderInput={(params) => <TextField {...params} label={t('mapMyRoute.stops.add')} size="small" />}
        blurOnSelect
        clearOnBlur
      />
    </Stack>
  );
}
