import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CertifyVehicleDocument } from '../../../../graphql/generated/operations/CertifyVehicle';
import { CompleteInspectionDocument } from '../../../../graphql/generated/operations/CompleteInspection';
import { GetVehicleInspectionsDocument } from '../../../../graphql/generated/operations/GetVehicleInspections';
import type { RepairOrderFieldsFragment } from '../../../../graphql/generated/operations/RepairOrderFields';
import { useFormat } from '../../common/format';
import { useGraphQLAction, useGraphQLErrorText } from '../../../base/use-graphql-action';
import { InspectionChecklist, type VehicleInspection } from './inspection-checklist';
import { RepairItemDialog, StartInspectionDialog } from './inspection-dialogs';
import { useReconVehicleAccess } from './use-recon-vehicle-access';

type Repairing = { inspectionId: string; itemKey: string; itemLabel: string };

function InspectionSummary({ inspection }: { inspection: VehicleInspection }) {
  const { t } = useTranslation();
  const format = useFormat();
  const total = inspection.template.sections.reduce((sum, section) => sum + section.items.length, 0);
  const answered = inspection.items.length;
  return (
    <Stack sx={{ flex: 1, gap: 0.5, minWidth: 0 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{inspection.template.name}</Typography>
        {inspection.outcome ? (
          <Chip
            size="small"
            color={inspection.outcome === 'passed' ? 'success' : 'error'}
            label={t(`reconVehicle.inspection.outcome.${inspection.outcome}`)}
          />
        ) : (
          <Chip size="small" variant="outlined" label={t('reconVehicle.inspection.inProgress')} />
        )}
        <Typography variant="body2" color="text.secondary">
          {format.dateTime(inspection.completedAt ?? inspection.createdAt)}
        </Typography>
      </Stack>
      {!inspection.completedAt && (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <LinearProgress
            variant="determinate"
            value={(answered / total) * 100}
            sx={{ flex: 1, maxWidth: 240 }}
            aria-label={t('reconVehicle.inspection.progressLabel')}
          />
          <Typography variant="body2" color="text.secondary">
            {t('reconVehicle.inspection.progress', { answered, total })}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The vehicle's inspections, newest first: start one from a template, answer its checklist, complete
 * it; turn failed items into repair-order lines; certify the vehicle after a passed CPO inspection
 * once every order is closed.
 */
export function InspectionsCard({
  vehicleId,
  certifiedAt,
  orders,
}: {
  vehicleId: string;
  certifiedAt: string | null | undefined;
  orders: RepairOrderFieldsFragment[];
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const run = useGraphQLAction();
  const errorText = useGraphQLErrorText();
  const access = useReconVehicleAccess();
  const { data, error, loading } = useQuery(GetVehicleInspectionsDocument, { variables: { vehicleId } });
  const [complete, completing] = useMutation(CompleteInspectionDocument);
  const [certify, certifying] = useMutation(CertifyVehicleDocument);
  const [starting, setStarting] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [repairing, setRepairing] = useState<Repairing | null>(null);
  const inspections = data?.inspections ?? [];
  const open = expanded ?? inspections.find((inspection) => !inspection.completedAt)?.id ?? null;
  const lines = new Map(orders.flatMap((order) => order.lines.map((line) => [line.id, line] as const)));
  const canCertify =
    access.hasCpo &&
    access.canChangeRecon &&
    !certifiedAt &&
    inspections.some((inspection) => inspection.template.key === 'cpo' && inspection.outcome === 'passed') &&
    orders.every((order) => order.status === 'closed');

  return (
    <Card>
      <CardHeader
        title={t('reconVehicle.inspection.title')}
        action={
          access.canChangeRecon && (
            <Button startIcon={<PlaylistAddCheckOutlined />} onClick={() => setStarting(true)}>
              {t('reconVehicle.inspection.start')}
            </Button>
          )
        }
        sx={{ flexWrap: 'wrap', gap: 1 }}
      />
      <CardContent sx={{ pt: 0 }}>
        {certifiedAt && (
          <Alert severity="success" icon={<VerifiedOutlined />} sx={{ mb: 2 }} data-testid="certified">
            {t('reconVehicle.inspection.certifiedOn', { date: format.date(certifiedAt) })}
          </Alert>
        )}
        {canCertify && (
          <Alert
            severity="info"
            sx={{ mb: 2 }}
            action={
              <Button
                color="inherit"
                disabled={certifying.loading}
                onClick={() =>
                  void run(() => certify({ variables: { vehicleId } }), t('reconVehicle.inspection.certified'))
                }
              >
                {t('reconVehicle.inspection.certify')}
              </Button>
            }
          >
            {t('reconVehicle.inspection.canCertify')}
          </Alert>
        )}
        {error && <Alert severity="error">{errorText(error)}</Alert>}
        {loading && !data && <Skeleton variant="rounded" height={80} />}
        {data && inspections.length === 0 && (
          <Typography color="text.secondary">{t('reconVehicle.inspection.empty')}</Typography>
        )}
        {inspections.map((inspection) => {
          const unanswered =
            inspection.template.sections.reduce((sum, section) => sum + section.items.length, 0) -
            inspection.items.length;
          return (
            <Accordion
              key={inspection.id}
              expanded={open === inspection.id}
              onChange={(_event, isOpen) => setExpanded(isOpen ? inspection.id : '')}
              slotProps={{ transition: { unmountOnExit: true } }}
              variant="outlined"
              disableGutters
              data-testid="inspection"
            >
              <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
                <InspectionSummary inspection={inspection} />
              </AccordionSummary>
              <AccordionDetails>
                <InspectionChecklist
                  inspection={inspection}
                  canChange={access.canChangeRecon}
                  canRepair={access.canChangeOrders}
                  lines={lines}
                  onRepair={(itemKey) =>
                    setRepairing({
                      inspectionId: inspection.id,
                      itemKey,
                      itemLabel:
                        inspection.template.sections
                          .flatMap((section) => section.items)
                          .find((item) => item.key === itemKey)?.label ?? itemKey,
                    })
                  }
                />
                {access.canChangeRecon && !inspection.completedAt && (
                  <Box sx={{ mt: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Button
                      variant="contained"
                      disabled={unanswered > 0 || completing.loading}
                      onClick={() =>
                        void run(
                          () => complete({ variables: { inspectionId: inspection.id } }),
                          t('reconVehicle.inspection.completed'),
                        )
                      }
                    >
                      {t('reconVehicle.inspection.complete')}
                    </Button>
                    {unanswered > 0 && (
                      <Typography variant="body2" color="text.secondary">
                        {t('reconVehicle.inspection.left', { count: unanswered })}
                      </Typography>
                    )}
                  </Box>
                )}
              </AccordionDetails>
            </Accordion>
          );
        })}
      </CardContent>
      {starting && (
        <StartInspectionDialog vehicleId={vehicleId} onClose={() => setStarting(false)} onStarted={setExpanded} />
      )}
      {repairing && <RepairItemDialog {...repairing} orders={orders} onClose={() => setRepairing(null)} />}
    </Card>
  );
}
