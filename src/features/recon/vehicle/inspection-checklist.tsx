import AddTaskOutlined from '@mui/icons-material/AddTaskOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerInspectionItemsDocument } from '../../../../graphql/generated/operations/AnswerInspectionItems';
import type { GetVehicleInspectionsQuery } from '../../../../graphql/generated/operations/GetVehicleInspections';
import type { RepairOrderFieldsFragment } from '../../../../graphql/generated/operations/RepairOrderFields';
import type { InspectionAnswerInput, InspectionResult } from '../../../../graphql/generated/types';
import { VEHICLE_LIMITS } from '../../../shared/inventory/vehicle';
import { useFormat } from '../../common/format';
import { useGraphQLErrorToast } from '../../../base/use-graphql-action';

export type VehicleInspection = GetVehicleInspectionsQuery['inspections'][number];
type Section = VehicleInspection['template']['sections'][number];
type Item = Section['items'][number];
type Answer = VehicleInspection['items'][number];

const RESULTS: InspectionResult[] = ['pass', 'fail', 'na'];
// A chosen answer is filled (the theme's main colour and its contrast text): the tinted default is too faint to read.
const SELECTED: Record<InspectionResult, object> = {
  pass: { bgcolor: 'success.main', color: 'success.contrastText' },
  fail: { bgcolor: 'error.main', color: 'error.contrastText' },
  na: { bgcolor: 'action.selected', color: 'text.primary' },
};
export const RESULT_COLORS: Record<InspectionResult, 'success' | 'error' | 'default'> = {
  pass: 'success',
  fail: 'error',
  na: 'default',
};

function ItemRow(props: {
  item: Item;
  answer: Answer | undefined;
  editable: boolean;
  canRepair: boolean;
  line: RepairOrderFieldsFragment['lines'][number] | undefined;
  onAnswer: (answer: InspectionAnswerInput) => void;
  onRepair: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { item, answer } = props;
  const [note, setNote] = useState(answer?.note ?? '');
  const labelId = `item-${item.key}`;
  return (
    <Box
      component="li"
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}
      data-testid="inspection-item"
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ gap: 1, alignItems: { md: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography id={labelId} variant="body2" sx={{ flex: 1, minWidth: 0 }}>
          {item.label}
        </Typography>
        {props.editable ? (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={answer?.result ?? null}
            aria-labelledby={labelId}
            onChange={(_event, result: InspectionResult | null) =>
              result && props.onAnswer({ itemKey: item.key, result, note: note.trim() || null })
            }
          >
            {RESULTS.map((result) => (
              <ToggleButton
                key={result}
                value={result}
                sx={{ px: 1.5, '&.Mui-selected, &.Mui-selected:hover': SELECTED[result] }}
              >
                {t(`reconVehicle.inspection.result.${result}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        ) : (
          <Chip
            size="small"
            variant="outlined"
            color={answer ? RESULT_COLORS[answer.result] : 'default'}
            label={
              answer ? t(`reconVehicle.inspection.result.${answer.result}`) : t('reconVehicle.inspection.unanswered')
            }
          />
        )}
      </Stack>
      {props.editable && answer && (
        <TextField
          size="small"
          fullWidth
          label={t('reconVehicle.inspection.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          onBlur={() =>
            (note.trim() || null) !== (answer.note ?? null) &&
            props.onAnswer({ itemKey: item.key, result: answer.result, note: note.trim() || null })
          }
          slotProps={{ htmlInput: { maxLength: VEHICLE_LIMITS.maxReasonLength } }}
          sx={{ mt: 1 }}
        />
      )}
      {!props.editable && answer?.note && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {answer.note}
        </Typography>
      )}
      {answer?.result === 'fail' && (
        <Box sx={{ mt: 1 }}>
          {answer.repairOrderLineId ? (
            <Chip
              size="small"
              color="info"
              variant="outlined"
              data-testid="repair-line-chip"
              label={
                props.line
                  ? t('reconVehicle.inspection.onOrder', {
                      operation: props.line.operation,
                      total: format.money(props.line.totalCents),
                    })
                  : t('reconVehicle.inspection.onOrderShort')
              }
            />
          ) : (
            props.canRepair && (
              <Button
                size="small"
                startIcon={<AddTaskOutlined />}
                onClick={props.onRepair}
                aria-label={t('reconVehicle.inspection.repairItem', { item: item.label })}
              >
                {t('reconVehicle.inspection.repair')}
              </Button>
            )
          )}
        </Box>
      )}
    </Box>
  );
}

/**
 * An inspection's checklist by section: pass / fail / n-a and a note per item (saved as they are
 * given), "Pass the rest" per section, and a failed item's way into a repair order.
 */
export function InspectionChecklist(props: {
  inspection: VehicleInspection;
  canChange: boolean;
  canRepair: boolean;
  lines: Map<string, RepairOrderFieldsFragment['lines'][number]>;
  onRepair: (itemKey: string) => void;
}) {
  const { t } = useTranslation();
  const toastError = useGraphQLErrorToast();
  const [answerItems] = useMutation(AnswerInspectionItemsDocument);
  const { inspection } = props;
  const answers = new Map(inspection.items.map((item) => [item.itemKey, item]));
  const editable = props.canChange && !inspection.completedAt;

  async function answer(given: InspectionAnswerInput[]) {
    try {
      await answerItems({ variables: { input: { inspectionId: inspection.id, answers: given } } });
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <Stack sx={{ gap: 2 }}>
      {inspection.template.sections.map((section) => {
        const unanswered = section.items.filter((item) => !answers.has(item.key));
        return (
          <Box component="section" key={section.key} aria-labelledby={`section-${inspection.id}-${section.key}`}>
            <Stack
              direction="row"
              sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
            >
              <Typography id={`section-${inspection.id}-${section.key}`} variant="subtitle2" component="h4">
                {section.name}{' '}
                <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                  {t('reconVehicle.inspection.sectionProgress', {
                    answered: section.items.length - unanswered.length,
                    total: section.items.length,
                  })}
                </Box>
              </Typography>
              {editable && unanswered.length > 0 && (
                <Button
                  size="small"
                  onClick={() => void answer(unanswered.map((item) => ({ itemKey: item.key, result: 'pass' })))}
                  aria-label={t('reconVehicle.inspection.passRestOf', { section: section.name })}
                >
                  {t('reconVehicle.inspection.passRest')}
                </Button>
              )}
            </Stack>
            <Box component="ul" sx={{ m: 0, p: 0 }}>
              {section.items.map((item) => {
                const given = answers.get(item.key);
                return (
                  <ItemRow
                    key={`${item.key}:${given?.note ?? ''}`}
                    item={item}
                    answer={given}
                    editable={editable}
                    canRepair={props.canRepair}
                    line={given?.repairOrderLineId ? props.lines.get(given.repairOrderLineId) : undefined}
                    onAnswer={(one) => void answer([one])}
                    onRepair={() => props.onRepair(item.key)}
                  />
                );
              })}
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
