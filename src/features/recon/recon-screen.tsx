import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanDo } from '../access/use-can-do';
import { FoldOnPhone } from '../common/fold-on-phone';
import { EmptyState, QueryState } from '../common/loading';
import { PageHeader } from '../common/page-header';
import { activeFilterCount, filterCards, makesOf } from './board-view';
import { ReconBoard } from './recon-board';
import type { CardAction } from './recon-card';
import { ReconFigures } from './recon-figures';
import { ReconFilters } from './recon-filters';
import { useReconAssignees, useReconBoard, type ReconCardData } from './use-recon-board';
import { useReconView } from './use-recon-view';

// The list and the card dialogs load after the board's first paint: the page stays inside its
// first-load budget (scripts/bundle-report.mjs).
const ReconList = dynamic(() => import('./recon-list').then((module) => module.ReconList), { ssr: false });
const MoveDialog = dynamic(() => import('./move-dialog').then((module) => module.MoveDialog), { ssr: false });
// Other people's moves, heard live (use-live-board.ts).
const FollowLiveBoard = dynamic(() => import('./use-live-board'), { ssr: false });
const AssignDialog = dynamic(() => import('./assign-dialog').then((module) => module.AssignDialog), { ssr: false });

/**
 * /recon: the workflow's figures, then its vehicles as a board of stages (or a list), filtered by
 * stage, assignee, make and overdue. People with scope 2 move and assign cards; others read.
 */
export function ReconScreen() {
  const { t } = useTranslation();
  const canMove = useCanDo('changeRecon');
  const { view, update } = useReconView();
  const board = useReconBoard();
  const { assignees } = useReconAssignees();
  const [open, setOpen] = useState<{ action: CardAction; card: ReconCardData } | null>(null);
  // The board's cards, marked with other people's changes while there are any (use-live-board.ts).
  const [marked, setMarked] = useState<ReconCardData[]>();
  const cards = marked ?? board.cards;
  const shown = useMemo(() => filterCards(cards, view), [cards, view]);
  const makes = useMemo(() => makesOf(board.cards), [board.cards]);
  const stages = view.stage ? board.stages.filter((stage) => stage.id === view.stage) : board.stages;
  const activeFilters = activeFilterCount(view);
  const query = { loaded: board.loaded, loading: board.loading, error: board.error, onRetry: () => board.refetch() };

  const empty =
    board.cards.length === 0 ? (
      <EmptyState
        title={t('recon.empty.title')}
        body={t('recon.empty.body')}
        action={
          <Button component={NextLink} href="/inventory" variant="outlined">
            {t('recon.empty.action')}
          </Button>
        }
      />
    ) : shown.length === 0 ? (
      <EmptyState
        title={t('recon.empty.filteredTitle')}
        body={t('recon.empty.filteredBody')}
        action={
          <Button onClick={() => update({ stage: '', assignee: '', make: '', overdue: false })}>
            {t('recon.filters.clear')}
          </Button>
        }
      />
    ) : (
      false
    );

  return (
    <>
      <FollowLiveBoard cards={board.cards} onMarked={setMarked} />
      <PageHeader
        title={t('recon.title')}
        description={canMove ? t('recon.description') : t('recon.descriptionReadOnly')}
      />
      <FoldOnPhone title={t('recon.figures.title')}>
        <ReconFigures />
      </FoldOnPhone>
      <FoldOnPhone
        title={activeFilters > 0 ? t('recon.filters.titleActive', { count: activeFilters }) : t('recon.filters.title')}
      >
        <Card sx={{ p: 2, mb: 2 }}>
          <ReconFilters view={view} onChange={update} stages={board.stages} assignees={assignees} makes={makes} />
        </Card>
      </FoldOnPhone>
      {view.layout === 'list' ? (
        <Card>
          <ReconList
            cards={shown}
            query={query}
            empty={empty}
            canMove={canMove}
            onAction={(action, card) => setOpen({ action, card })}
          />
        </Card>
      ) : (
        <QueryState {...query} loadingLabel={t('recon.loading')} empty={empty}>
          <ReconBoard
            stages={stages}
            cards={shown}
            pending={board.pending}
            moved={board.moved}
            canMove={canMove}
            onMove={board.move}
            onAction={(action, card) => setOpen({ action, card })}
          />
        </QueryState>
      )}
      {open?.action === 'move' && (
        <MoveDialog card={open.card} stages={board.stages} onMove={board.move} onClose={() => setOpen(null)} />
      )}
      {open?.action === 'assign' && <AssignDialog card={open.card} onClose={() => setOpen(null)} />}
    </>
  );
}
