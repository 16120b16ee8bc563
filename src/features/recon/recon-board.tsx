import {
  DndContext,
  DragOverlay,
  MouseSensor,
  TouchSensor,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReconStageFieldsFragment } from '../../../graphql/generated/operations/ReconStageFields';
import { useReconIconsPreference } from '../../layout/settings/recon-icons';
import { cardsByStage, columnOrder, columnPage, COLUMN_PAGE_SIZE } from './board-view';
import { CardMenu, ReconCardContent, type CardAction } from './recon-card';
import { StageIcon } from './stage-icon';
import { useDuration } from './timer-chip';
import { vehicleName, type ReconCardData } from './use-recon-board';

type BoardProps = {
  stages: ReconStageFieldsFragment[];
  cards: ReconCardData[];
  /** Vehicle ids whose move waits for the server. */
  pending: ReadonlyMap<string, string>;
  /** Vehicle ids this person moved: shown in their column even past its first page. */
  moved: ReadonlySet<string>;
  canMove: boolean;
  onMove: (card: ReconCardData, stageId: string) => unknown;
  onAction: (action: CardAction, card: ReconCardData) => void;
};

const COLUMN_WIDTH = 288;

/**
 * The workflow's active stages as columns of cards. On a desktop the columns scroll sideways and a
 * card drags to another column (mouse or touch); on a phone one stage shows at a time, picked in
 * tabs. Every card's menu has Move to…, the way to move one by keyboard, touch or screen reader.
 */
export function ReconBoard({ stages, cards, pending, moved, canMove, onMove, onAction }: BoardProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [phoneStage, setPhoneStage] = useState<string | null>(null);
  const [dragging, setDragging] = useState<ReconCardData | null>(null);
  // Mouse and touch; a touch holds briefly before it drags, so a column still scrolls under a finger.
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
  );
  const byStage = useMemo(() => cardsByStage(cards), [cards]);
  const stageName = (id: unknown) => stages.find((stage) => stage.id === id)?.name ?? '';
  const cardOf = (id: unknown) => cards.find((card) => card.vehicle.id === id);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('recon.drag.start', { vehicle: vehicleName(cardOf(active.id) ?? dragging!) }),
    onDragOver: ({ over }) => (over ? t('recon.drag.over', { stage: stageName(over.id) }) : undefined),
    onDragEnd: ({ over }) => (over ? t('recon.drag.end', { stage: stageName(over.id) }) : t('recon.drag.cancel')),
    onDragCancel: () => t('recon.drag.cancel'),
  };
  const end = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const card = cardOf(active.id);
    if (card && over && over.id !== card.stage.id) void onMove(card, String(over.id));
  };

  if (phone) {
    const current = stages.find((stage) => stage.id === phoneStage) ?? stages[0];
    return (
      <Box>
        <Tabs
          value={current?.id ?? false}
          onChange={(_event, id: string) => setPhoneStage(id)}
          variant="scrollable"
          scrollButtons
          allowScrollButtonsMobile
          aria-label={t('recon.board.stagePicker')}
          sx={{ mb: 1 }}
        >
          {stages.map((stage) => (
            <Tab
              key={stage.id}
              value={stage.id}
              label={t('recon.board.tab', { stage: stage.name, count: byStage.get(stage.id)?.length ?? 0 })}
            />
          ))}
        </Tabs>
        {current && (
          <StageColumn
            key={current.id}
            stage={current}
            cards={byStage.get(current.id) ?? []}
            pending={pending}
            moved={moved}
            canMove={canMove}
            canDrag={false}
            onAction={onAction}
            fullWidth
          />
        )}
      </Box>
    );
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('recon.drag.help') } }}
      onDragStart={({ active }) => setDragging(cardOf(active.id) ?? null)}
      onDragEnd={end}
      onDragCancel={() => setDragging(null)}
    >
      <Box
        role="region"
        aria-label={t('recon.board.label')}
        tabIndex={0}
        sx={{
          display: 'flex',
          gap: 2,
          overflowX: 'auto',
          pb: 1,
          alignItems: 'flex-start',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        {stages.map((stage) => (
          <StageColumn
            key={stage.id}
            stage={stage}
            cards={byStage.get(stage.id) ?? []}
            pending={pending}
            moved={moved}
            canMove={canMove}
            canDrag={canMove}
            onAction={onAction}
          />
        ))}
      </Box>
      <DragOverlay>
        {dragging ? (
          <CardFrame raised>
            <ReconCardContent card={dragging} />
          </CardFrame>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

function StageColumn({
  stage,
  cards,
  pending,
  moved,
  canMove,
  canDrag,
  onAction,
  fullWidth = false,
}: {
  stage: ReconStageFieldsFragment;
  cards: ReconCardData[];
  pending: ReadonlyMap<string, string>;
  moved: ReadonlySet<string>;
  canMove: boolean;
  /** Only inside the desktop board's drag context; a phone moves cards with Move to…. */
  canDrag: boolean;
  onAction: BoardProps['onAction'];
  fullWidth?: boolean;
}) {
  const { t } = useTranslation();
  const duration = useDuration();
  const [showIcons] = useReconIconsPreference();
  const { setNodeRef, isOver } = useDroppable({ id: stage.id, disabled: !canDrag });
  const overdue = cards.filter((card) => card.timer === 'overdue').length;
  const [limit, setLimit] = useState(COLUMN_PAGE_SIZE);
  // A card waiting for its move, one this person moved or one someone else just changed stays in sight.
  const { shown, hidden } = columnPage(
    columnOrder(stage, cards),
    limit,
    (card) => pending.has(card.vehicle.id) || moved.has(card.vehicle.id) || Boolean(card.liveNote),
  );
  const headingId = `recon-stage-${stage.id}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      ref={setNodeRef}
      sx={{
        flex: fullWidth ? '1 1 auto' : `0 0 ${COLUMN_WIDTH}px`,
        width: fullWidth ? '100%' : COLUMN_WIDTH,
        bgcolor: isOver ? 'action.selected' : 'background.default',
        borderColor: isOver ? 'primary.main' : 'divider',
        p: 1,
        minHeight: 160,
      }}
    >
      <Box sx={{ px: 0.5, pb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {showIcons && <StageIcon stage={stage} />}
          <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}>
            {stage.name}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            aria-label={t('recon.board.count', { count: cards.length })}
          >
            {cards.length}
          </Typography>
        </Box>
        <Typography variant="caption" color="text.secondary" component="p">
          {stage.targetMinutes > 0
            ? t('recon.board.target', { duration: duration(stage.targetMinutes * 60) })
            : t('recon.board.noTarget')}
          {stage.isFrontLine && ` · ${t('recon.board.newestFirst')}`}
          {overdue > 0 && ` · ${t('recon.board.overdue', { count: overdue })}`}
        </Typography>
      </Box>
      {cards.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 0.5, py: 2, textAlign: 'center' }}>
          {t('recon.board.emptyStage')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {shown.map((card) =>
            canDrag ? (
              <DraggableCard
                key={card.vehicle.id}
                card={card}
                pending={pending.has(card.vehicle.id)}
                onAction={onAction}
              />
            ) : (
              <Box
                component="li"
                key={card.vehicle.id}
                data-testid="recon-card"
                data-vehicle-id={card.vehicle.id}
                aria-busy={pending.has(card.vehicle.id) || undefined}
              >
                <CardFrame dimmed={pending.has(card.vehicle.id)}>
                  <ReconCardContent
                    card={card}
                    actions={canMove ? <CardMenu card={card} onAction={onAction} /> : undefined}
                  />
                </CardFrame>
              </Box>
            ),
          )}
        </Box>
      )}
      {hidden > 0 && (
        <Button size="small" fullWidth sx={{ mt: 1 }} onClick={() => setLimit((current) => current + COLUMN_PAGE_SIZE)}>
          {t('recon.board.showMore', { count: Math.min(hidden, COLUMN_PAGE_SIZE), hidden })}
        </Button>
      )}
    </Paper>
  );
}

function DraggableCard({
  card,
  pending,
  onAction,
}: {
  card: ReconCardData;
  pending: boolean;
  onAction: BoardProps['onAction'];
}) {
  // Dragging is for pointers only; its keyboard and screen-reader way is the card's Move to… menu,
  // so the card itself takes no button role (it holds a link and a menu button).
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: card.vehicle.id, disabled: pending });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      {...listeners}
      data-testid="recon-card"
      data-vehicle-id={card.vehicle.id}
      aria-busy={pending || undefined}
    >
      <CardFrame dimmed={isDragging || pending} draggable>
        <ReconCardContent card={card} actions={<CardMenu card={card} onAction={onAction} />} />
      </CardFrame>
    </Box>
  );
}

function CardFrame({
  children,
  raised = false,
  dimmed = false,
  draggable = false,
}: {
  children: React.ReactNode;
  raised?: boolean;
  dimmed?: boolean;
  draggable?: boolean;
}) {
  return (
    <Paper
      elevation={raised ? 8 : 0}
      variant={raised ? 'elevation' : 'outlined'}
      sx={{
        p: 1.25,
        opacity: dimmed ? 0.5 : 1,
        cursor: draggable ? 'grab' : 'default',
        touchAction: draggable ? 'manipulation' : undefined,
        bgcolor: 'background.paper',
      }}
    >
      {children}
    </Paper>
  );
}
