import Add from '@mui/icons-material/Add';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GetReconWorkflowDocument,
  type GetReconWorkflowQuery,
} from '../../../../graphql/generated/operations/GetReconWorkflow';
import { UpdateReconWorkflowDocument } from '../../../../graphql/generated/operations/UpdateReconWorkflow';
import { RECON_LIMITS } from '../../../shared/recon/workflow';
import { useCanDo } from '../../access/use-can-do';
import { QueryState } from '../../common/loading';
import { PageHeader } from '../../common/page-header';
import { useGraphQLErrorText } from '../../../base/use-graphql-action';
import { useToast } from '../../../base/toast-provider';
import { BusinessHoursFields } from './business-hours-fields';
import { StageEditor } from './stage-editor';
import { draftOf, hasFieldProblems, inputOf, moveStage, newStage, type WorkflowDraft } from './workflow-draft';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** /settings/recon-workflow: the stages a vehicle goes through to the front line, and business hours. */
export function ReconWorkflowScreen() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(GetReconWorkflowDocument);
  return (
    <>
      <PageHeader title={t('reconSettings.title')} description={t('reconSettings.description')} />
      <QueryState loaded={data !== undefined} loading={loading} error={error} onRetry={refetch} empty={false}>
        {data && <WorkflowForm key={data.reconWorkflow.id} workflow={data.reconWorkflow} />}
      </QueryState>
    </>
  );
}

function WorkflowForm({ workflow }: { workflow: GetReconWorkflowQuery['reconWorkflow'] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useGraphQLErrorText();
  const canEdit = useCanDo('changeReconWorkflow');
  const [saved, setSaved] = useState(() => draftOf(workflow, browserTimeZone()));
  const [draft, setDraft] = useState<WorkflowDraft>(saved);
  const [serverError, setServerError] = useState<string | null>(null);
  const [save, { loading: saving }] = useMutation(UpdateReconWorkflowDocument);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const readOnly = !canEdit || saving;

  const setStages = (stages: WorkflowDraft['stages']) => setDraft((current) => ({ ...current, stages }));

  async function submit() {
    setServerError(null);
    try {
      const result = await save({ variables: { input: inputOf(draft) } });
      const next = draftOf(result.data!.updateReconWorkflow, browserTimeZone());
      setSaved(next);
      setDraft(next);
      toast(t('reconSettings.saved'), 'success');
    } catch (failure) {
      setServerError(errorText(failure));
    }
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ maxWidth: 1100 }}
    >
      <Stack spacing={3}>
        {!canEdit && <Alert severity="info">{t('reconSettings.readOnly')}</Alert>}
        <Card>
          <CardHeader
            slotProps={{ title: { component: 'h2' } }}
            title={t('reconSettings.stages')}
            subheader={t('reconSettings.stagesHint')}
          />
          <CardContent sx={{ pt: 0 }}>
            <Stack
              component="ol"
              spacing={2}
              aria-label={t('reconSettings.stages')}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
            >
              {draft.stages.map((stage, index) => (
                <StageEditor
                  key={stage.key}
                  stage={stage}
                  index={index}
                  count={draft.stages.length}
                  readOnly={readOnly}
                  onChange={(next) =>
                    setStages(draft.stages.map((candidate) => (candidate.key === stage.key ? next : candidate)))
                  }
                  onMove={(offset) => setStages(moveStage(draft.stages, index, offset))}
                  onRemove={() => setStages(draft.stages.filter((candidate) => candidate.key !== stage.key))}
                />
              ))}
            </Stack>
            {canEdit && (
              // A new stage goes before the front line, which stays last.
              <Button
                startIcon={<Add />}
                onClick={() => setStages([...draft.stages.slice(0, -1), newStage(''), ...draft.stages.slice(-1)])}
                disabled={readOnly || draft.stages.length >= RECON_LIMITS.maxStages}
                sx={{ mt: 2, minHeight: 44 }}
              >
                {t('reconSettings.addStage')}
              </Button>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader slotProps={{ title: { component: 'h2' } }} title={t('reconSettings.hours.title')} />
          <CardContent sx={{ pt: 0 }}>
            <BusinessHoursFields
              hours={draft.hours}
              readOnly={readOnly}
              onChange={(hours) => setDraft((current) => ({ ...current, hours }))}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader slotProps={{ title: { component: 'h2' } }} title={t('reconSettings.inventory.title')} />
          <CardContent sx={{ pt: 0 }}>
            <FormControlLabel
              control={
                <Switch
                  checked={draft.showStatusInInventory}
                  disabled={readOnly}
                  onChange={(event) =>
                    setDraft((current) => ({ ...current, showStatusInInventory: event.target.checked }))
                  }
                />
              }
              label={t('reconSettings.inventory.show')}
            />
            <Typography variant="body2" color="text.secondary">
              {t('reconSettings.inventory.hint')}
            </Typography>
          </CardContent>
        </Card>
        {serverError && (
          <Alert severity="error" role="alert">
            {serverError}
          </Alert>
        )}
        {canEdit && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button
              type="submit"
              variant="contained"
              disabled={!dirty || saving || hasFieldProblems(draft)}
              sx={{ minHeight: 44 }}
            >
              {saving ? t('common.saving') : t('reconSettings.save')}
            </Button>
            <Button
              onClick={() => {
                setDraft(saved);
                setServerError(null);
              }}
              disabled={!dirty || saving}
              sx={{ minHeight: 44 }}
            >
              {t('reconSettings.discard')}
            </Button>
            {dirty && (
              <Typography variant="body2" color="text.secondary">
                {t('reconSettings.unsaved')}
              </Typography>
            )}
          </Box>
        )}
      </Stack>
    </Box>
  );
}
