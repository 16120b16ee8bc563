import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AddAgentTaskDocument } from '../../../../graphql/generated/operations/AddAgentTask';
import { CheckInDocument } from '../../../../graphql/generated/operations/CheckIn';
import { CompleteAgentTaskDocument } from '../../../../graphql/generated/operations/CompleteAgentTask';
import { TerritoryDealerDocument } from '../../../../graphql/generated/operations/TerritoryDealer';
import type { VisitOutcome } from '../../../../graphql/generated/types';
import { QueryState } from '../../common/loading';
import { useFormat, personName } from '../../common/format';
import { useGraphQLAction } from '../../../base/use-graphql-action';
import { DealerLocation } from '../location/dealer-location';
import { usePositionOffer } from '../location/use-position-offer';

const OUTCOMES: VisitOutcome[] = ['met', 'interested', 'not_interested', 'no_one_available', 'follow_up'];

/** One dealer: contacts to call, tasks, a check-in form and the visits, newest first. */
export function DealerDrawer({
  dealerId,
  onClose,
  onChanged,
}: {
  dealerId: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const run = useGraphQLAction();
  const { data, loading, error, refetch } = useQuery(TerritoryDealerDocument, {
    variables: { id: dealerId },
    fetchPolicy: 'cache-and-network',
  });
  const refresh = () => {
    void refetch();
    onChanged();
  };
  const [checkIn, checkingIn] = useMutation(CheckInDocument);
  const [addTask, addingTask] = useMutation(AddAgentTaskDocument);
  const [completeTask] = useMutation(CompleteAgentTaskDocument);
  const [outcome, setOutcome] = useState<VisitOutcome>('met');
  const [notes, setNotes] = useState('');
  const [nextStep, setNextStep] = useState('');
  const [taskTitle, setTaskTitle] = useState('');
  const [taskDue, setTaskDue] = useState('');
  const dealer = data?.dealer;
  const offer = usePositionOffer();

  async function submitCheckIn(event: FormEvent) {
    event.preventDefault();
    const input = {
      dealerId,
      outcome,
      notes: notes.trim() || null,
      nextStep: nextStep.trim() || null,
      ...(offer.position ? { position: offer.position } : {}),
    };
    const done = await run(() => checkIn({ variables: { input } }), t('territoryInsights.checkedIn'));
    if (!done) return;
    offer.reset();
    setNotes('');
    setNextStep('');
    refresh();
  }

  async function submitTask(event: FormEvent) {
    event.preventDefault();
    const done = await run(
      () => addTask({ variables: { input: { dealerId, title: taskTitle.trim(), dueOn: taskDue || null } } }),
      t('territoryInsights.taskAdded'),
    );
    if (!done) return;
    setTaskTitle('');
    setTaskDue('');
    refresh();
  }

  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 480 }, p: 2 },
          role: 'dialog',
          'aria-labelledby': 'dealer-drawer-title',
        },
      }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography id="dealer-drawer-title" variant="h6" component="h2">
          {dealer?.name ?? t('territoryInsights.dealer')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('common.close')}>
          <CloseOutlined />
        </IconButton>
      </Stack>
      <QueryState loaded={Boolean(dealer)} loading={loading} error={error} onRetry={refetch} empty={false}>
        {dealer && (
          <Stack spacing={2} divider={<Divider flexItem />}>
            <Box>
              <Typography variant="body2">
                {[dealer.street, dealer.city, dealer.state, dealer.zip].filter(Boolean).join(', ')}
              </Typography>
              {dealer.phone && (
                <Link href={`tel:${dealer.phone}`} variant="body2">
                  {dealer.phone}
                </Link>
              )}
              {dealer.notes && (
                <Typography variant="body2" color="text.secondary">
                  {dealer.notes}
                </Typography>
              )}
            </Box>
            <DealerLocation
              key={`${dealer.location.latitude},${dealer.location.longitude}`}
              dealerId={dealer.id}
              location={dealer.location}
              source={dealer.locationSource}
              onChanged={refresh}
            />
            <Box component="section" aria-labelledby="dealer-contacts">
              <Typography id="dealer-contacts" variant="subtitle1" component="h3">
                {t('territoryInsights.contacts')}
              </Typography>
              {dealer.contacts.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  {t('territoryInsights.noContacts')}
                </Typography>
              )}
              <List dense disablePadding>
                {dealer.contacts.map((contact, index) => (
                  <ListItem key={`${contact.name}-${index}`} disableGutters>
                    <ListItemText
                      primary={[contact.name, contact.role].filter(Boolean).join(' · ')}
                      secondary={
                        <>
                          {contact.phone && <Link href={`tel:${contact.phone}`}>{contact.phone}</Link>}{' '}
                          {contact.email && <Link href={`mailto:${contact.email}`}>{contact.email}</Link>}
                        </>
                      }
                    />
                  </ListItem>
                ))}
              </List>
            </Box>
            <Box component="form" onSubmit={submitCheckIn} aria-labelledby="dealer-check-in">
              <Typography id="dealer-check-in" variant="subtitle1" component="h3">
                {t('territoryInsights.checkIn')}
              </Typography>
              <Stack spacing={1.5} sx={{ mt: 1 }}>
                <TextField
                  select
                  size="small"
                  label={t('territoryInsights.outcome')}
                  value={outcome}
                  onChange={(event) => setOutcome(event.target.value as VisitOutcome)}
                >
                  {OUTCOMES.map((value) => (
                    <MenuItem key={value} value={value}>
                      {t(`territoryInsights.outcomes.${value}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  size="small"
                  multiline
                  minRows={2}
                  label={t('territoryInsights.notes')}
                  value={notes}
                  onChange={(event) => setNotes(event.target.value)}
                />
                <TextField
                  size="small"
                  label={t('territoryInsights.nextStep')}
                  value={nextStep}
                  onChange={(event) => setNextStep(event.target.value)}
                />
                {offer.field}
                <Button type="submit" variant="contained" disabled={checkingIn.loading}>
                  {t('territoryInsights.checkInSubmit')}
                </Button>
              </Stack>
            </Box>
            <Box component="section" aria-labelledby="dealer-tasks">
              <Typography id="dealer-tasks" variant="subtitle1" component="h3">
                {t('territoryInsights.tasks')}
              </Typography>
              <List dense disablePadding>
                {dealer.tasks.map((task) => (
                  <ListItem key={task.id} disableGutters>
                    <Checkbox
                      edge="start"
                      checked={task.state === 'done'}
                      disabled={task.state === 'done'}
                      slotProps={{
                        input: { 'aria-label': t('territoryInsights.completeTask', { title: task.title }) },
                      }}
                      onChange={() =>
                        void run(
                          () => completeTask({ variables: { id: task.id } }),
                          t('territoryInsights.taskDone'),
                        ).then((done) => done && refresh())
                      }
                    />
                    <ListItemText
                      primary={task.title}
                      secondary={
                        task.dueOn ? t('territoryInsights.taskDue', { date: format.calendarDate(task.dueOn) }) : null
                      }
                      sx={task.state === 'done' ? { textDecoration: 'line-through' } : undefined}
                    />
                  </ListItem>
                ))}
              </List>
              <Stack
                component="form"
                onSubmit={submitTask}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ mt: 1 }}
              >
                <TextField
                  size="small"
                  required
                  label={t('territoryInsights.taskTitle')}
                  value={taskTitle}
                  onChange={(event) => setTaskTitle(event.target.value)}
                  sx={{ flex: 1 }}
                />
                <TextField
                  size="small"
                  type="date"
                  label={t('territoryInsights.taskDueOn')}
                  value={taskDue}
                  onChange={(event) => setTaskDue(event.target.value)}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <Button type="submit" variant="outlined" disabled={addingTask.loading || !taskTitle.trim()}>
                  {t('territoryInsights.addTask')}
                </Button>
              </Stack>
            </Box>
            <Box component="section" aria-labelledby="dealer-visits">
              <Typography id="dealer-visits" variant="subtitle1" component="h3">
                {t('territoryInsights.visits')}
              </Typography>
              {dealer.visits.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  {t('territoryInsights.noVisits')}
                </Typography>
              )}
              <List dense disablePadding>
                {dealer.visits.map((visit) => (
                  <ListItem key={visit.id} disableGutters>
                    <ListItemText
                      primary={`${format.dateTime(visit.checkedInAt)} · ${t(`territoryInsights.outcomes.${visit.outcome}`)}${visit.agent ? ` · ${personName(visit.agent)}` : ''}`}
                      secondary={
                        [visit.notes, visit.nextStep && t('territoryInsights.nextStepLine', { step: visit.nextStep })]
                          .filter(Boolean)
                          .join(' — ') || null
                      }
                    />
                  </ListItem>
                ))}
              </List>
            </Box>
          </Stack>
        )}
      </QueryState>
    </Drawer>
  );
}
