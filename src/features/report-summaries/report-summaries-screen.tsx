import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GetReportSummaryScheduleDocument } from '../../../graphql/generated/operations/GetReportSummarySchedule';
import { GetTeamMemberOptionsDocument } from '../../../graphql/generated/operations/GetTeamMemberOptions';
import type { ReportSummaryScheduleFieldsFragment } from '../../../graphql/generated/operations/ReportSummaryScheduleFields';
import { UpdateReportSummaryScheduleDocument } from '../../../graphql/generated/operations/UpdateReportSummarySchedule';
import { MAX_SUMMARY_RECIPIENTS } from '../../shared/reports/summary-schedule';
import { useFormat } from '../common/format';
import { QueryState } from '../common/loading';
import { PageHeader } from '../common/page-header';
import { useGraphQLAction } from '../../base/use-graphql-action';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

type Draft = { enabled: boolean; weekday: number; hour: number; timeZone: string; recipientIds: string[] };
const draftOf = (schedule: ReportSummaryScheduleFieldsFragment): Draft => ({
  enabled: schedule.enabled,
  weekday: schedule.weekday,
  hour: schedule.hour,
  timeZone: schedule.timeZone,
  recipientIds: schedule.recipients.map((recipient) => recipient.id),
});

/** /settings/report-summaries (owners): who gets the weekly summary e-mail, and when. */
export function ReportSummariesScreen() {
  const { t } = useTranslation();
  const schedule = useQuery(GetReportSummaryScheduleDocument);
  const current = schedule.data?.reportSummarySchedule;
  return (
    <>
      <PageHeader title={t('reportSummaries.title')} description={t('reportSummaries.description')} />
      <QueryState
        loaded={Boolean(current)}
        loading={schedule.loading}
        error={schedule.error}
        onRetry={() => schedule.refetch()}
        loadingLabel={t('reportSummaries.loading')}
        empty={false}
      >
        {/* Keyed by what was saved: a save starts the form again from the stored schedule. */}
        {current && <ScheduleForm key={JSON.stringify(draftOf(current))} schedule={current} />}
      </QueryState>
    </>
  );
}

function ScheduleForm({ schedule }: { schedule: ReportSummaryScheduleFieldsFragment }) {
  const { t } = useTranslation();
  const format = useFormat();
  const run = useGraphQLAction();
  const [draft, setDraft] = useState<Draft>(() => draftOf(schedule));
  const members = useQuery(GetTeamMemberOptionsDocument);
  const [save, saving] = useMutation(UpdateReportSummaryScheduleDocument);
  const timeZones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);
  const weekdayName = useMemo(() => new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }), []);
  const options = (members.data?.teamMembers.edges ?? []).map(({ node }) => ({
    id: node.id,
    name: `${node.firstName} ${node.lastName}`.trim() || node.email,
  }));
  // The stored recipients stay named while the team loads (or when it cannot be read).
  const known = new Map([...schedule.recipients, ...options].map((person) => [person.id, person]));
  const chosen = draft.recipientIds.map((id) => known.get(id) ?? { id, name: id });
  const change = (patch: Partial<Draft>) => setDraft((previous) => ({ ...previous, ...patch }));

  const submit = () =>
    run(
      () =>
        save({
          variables: {
            input: {
              enabled: draft.enabled,
              weekday: draft.weekday,
              hour: draft.hour,
              timeZone: draft.timeZone,
              recipientUserIds: draft.recipientIds,
            },
          },
          refetchQueries: [GetReportSummaryScheduleDocument],
          awaitRefetchQueries: true,
        }),
      t('reportSummaries.saved'),
    );

  return (
    <Card sx={{ maxWidth: 760 }}>
      <CardContent>
        <Stack spacing={3}>
          {!schedule.mailConfigured && <Alert severity="warning">{t('reportSummaries.mailNotConfigured')}</Alert>}
          <FormControlLabel
            control={<Switch checked={draft.enabled} onChange={(event) => change({ enabled: event.target.checked })} />}
            label={t('reportSummaries.enabled')}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              fullWidth
              label={t('reportSummaries.weekday')}
              value={draft.weekday}
              onChange={(event) => change({ weekday: Number(event.target.value) })}
            >
              {WEEKDAYS.map((weekday) => (
                // 2024-01-01 was a Monday: ISO weekday n is January n.
                <MenuItem key={weekday} value={weekday}>
                  {weekdayName.format(new Date(Date.UTC(2024, 0, weekday)))}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              fullWidth
              label={t('reportSummaries.hour')}
              value={draft.hour}
              onChange={(event) => change({ hour: Number(event.target.value) })}
            >
              {HOURS.map((hour) => (
                <MenuItem key={hour} value={hour}>
                  {`${String(hour).padStart(2, '0')}:00`}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Autocomplete
            options={timeZones}
            value={draft.timeZone}
            disableClearable
            onChange={(_event, timeZone) => change({ timeZone })}
            renderInput={(params) => <TextField {...params} label={t('reportSummaries.timeZone')} />}
          />
          <Autocomplete
            multiple
            options={options}
            value={chosen}
            loading={members.loading}
            getOptionLabel={(person) => person.name}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            onChange={(_event, people) => change({ recipientIds: people.map((person) => person.id) })}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('reportSummaries.recipients')}
                helperText={
                  members.error
                    ? t('reportSummaries.teamUnavailable')
                    : t('reportSummaries.recipientsHint', { max: MAX_SUMMARY_RECIPIENTS })
                }
              />
            )}
          />
          <Typography variant="body2" color="text.secondary">
            {schedule.nextSendAt
              ? t('reportSummaries.nextSend', { when: format.dateTime(schedule.nextSendAt) })
              : t('reportSummaries.off')}
            {' · '}
            {schedule.lastSentAt
              ? t('reportSummaries.lastSent', { when: format.dateTime(schedule.lastSentAt) })
              : t('reportSummaries.neverSent')}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => void submit()} disabled={saving.loading}>
              {t('common.save')}
            </Button>
            <Button onClick={() => setDraft(draftOf(schedule))} disabled={saving.loading}>
              {t('reportSummaries.reset')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
