import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SourcingTargetInput } from '../../../graphql/generated/types';
import { useCanDo } from '../access/use-can-do';
import { ConfirmDialog, type ConfirmRequest } from '../../base/confirm-dialog';
import { DialogLoading } from '../common/loading';
import { PageHeader } from '../common/page-header';
import { useQueryParam } from '../common/use-query-param';
import { useGraphQLAction } from '../../base/use-graphql-action';
import { BuyList, targetName } from './buy-list';
import { Proposals } from './proposals';
import { RunListMatches } from './run-list-matches';
import { RunLists } from './run-lists';
import { useSourcing } from './use-sourcing';

function Section({
  title,
  description,
  action,
  children,
}: {
  title: string;
  description: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card sx={{ mb: 3 }}>
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 1,
            mb: 1,
          }}
        >
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {action}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

// The group's tabs load when opened: the buy list's first load stays as it was (scripts/bundle-report.mjs).
const GroupStock = dynamic(() => import('../inventory-requests/group-stock').then((module) => module.GroupStock), {
  ssr: false,
});
const InventoryRequestLists = dynamic(
  () => import('../inventory-requests/request-lists').then((module) => module.InventoryRequestLists),
  { ssr: false },
);

// The target's dialog (its rules with their schema) loads when it opens, the CSV import wizard
// (the reader, the run list's rules) with its button.
const TargetDialog = dynamic(() => import('./target-dialog').then((module) => module.TargetDialog), {
  ssr: false,
  loading: DialogLoading,
});
const RunListImportButton = dynamic(() => import('./run-list-import').then((module) => module.RunListImportButton), {
  ssr: false,
});

type TargetDraft = { start: Partial<SourcingTargetInput> | null; reason: string | null };

type SourcingTab = 'buying' | 'group' | 'requests';

/**
 * Sourcing (`/inventory/sourcing`), in tabs of what the viewer may open (the one access table): with
 * `sourcing`, the buy list, proposals and auction run lists; with `request_inventory`, the dealer
 * group's stock and the organization's requests to and from its other rooftops (`?tab=`).
 */
export function SourcingScreen() {
  const { t } = useTranslation();
  const router = useRouter();
  const tabs: SourcingTab[] = [
    ...(useCanDo('readSourcing') ? (['buying'] as const) : []),
    ...(useCanDo('readInventoryRequests') ? (['group', 'requests'] as const) : []),
  ];
  const canRequest = useCanDo('changeInventoryRequests');
  const asked = useQueryParam('tab');
  const tab = tabs.find((candidate) => candidate === asked) ?? tabs[0];
  const open = (next: SourcingTab) =>
    void router.replace({ pathname: router.pathname, query: next === tabs[0] ? {} : { tab: next } }, undefined, {
      shallow: true,
      scroll: false,
    });
  if (!tab) return null;
  return (
    <Box>
      {tab === 'buying' ? (
        <BuyingPanel tabs={tabs.length > 1 && <TabBar tabs={tabs} tab={tab} onOpen={open} />} />
      ) : (
        <>
          <PageHeader
            title={t('sourcing.title')}
            description={t(tabs.includes('buying') ? 'sourcing.description' : 'sourcing.descriptionGroup')}
          />
          <TabBar tabs={tabs} tab={tab} onOpen={open} />
          <TabPanel tab={tabs.length > 1 ? tab : null}>
            <Section title={t(`sourcing.tab.${tab}`)} description={t(`inventoryRequests.${tab}Description`)}>
              {tab === 'group' ? (
                <GroupStock canRequest={canRequest} />
              ) : (
                <InventoryRequestLists canChange={canRequest} />
              )}
            </Section>
          </TabPanel>
        </>
      )}
    </Box>
  );
}

function TabBar({ tabs, tab, onOpen }: { tabs: SourcingTab[]; tab: SourcingTab; onOpen: (tab: SourcingTab) => void }) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={tab}
      onChange={(_event, next: SourcingTab) => onOpen(next)}
      aria-label={t('sourcing.tabs')}
      variant="scrollable"
      sx={{ mb: 2 }}
    >
      {tabs.map((key) => (
        <Tab
          key={key}
          value={key}
          label={t(`sourcing.tab.${key}`)}
          id={`sourcing-tab-${key}`}
          aria-controls="sourcing-panel"
        />
      ))}
    </Tabs>
  );
}

/** A tab's content, labelled by its tab when there are tabs (`tab` null: the page has one part only). */
function TabPanel({ tab, children }: { tab: SourcingTab | null; children: ReactNode }) {
  if (!tab) return children;
  return (
    <Box role="tabpanel" id="sourcing-panel" aria-labelledby={`sourcing-tab-${tab}`}>
      {children}
    </Box>
  );
}

/** The buy list, its proposals and the auction run lists (the `sourcing` feature). */
function BuyingPanel({ tabs }: { tabs: ReactNode }) {
  const { t } = useTranslation();
  const canChange = useCanDo('changeSourcing');
  const act = useGraphQLAction();
  const { data, query, createTarget, deleteTarget, deleteRunList } = useSourcing();
  const [draft, setDraft] = useState<TargetDraft | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [openRunList, setOpenRunList] = useState<string | null>(null);
  const shownRunList = openRunList ?? data?.runLists[0]?.id ?? null;

  async function saveTarget(input: SourcingTargetInput) {
    setBusy(true);
    const saved = await act(() => createTarget({ variables: { input } }), t('sourcing.target.saved'));
    setBusy(false);
    if (saved) setDraft(null);
  }

  return (
    <>
      <PageHeader
        title={t('sourcing.title')}
        description={t('sourcing.description')}
        actions={
          canChange && (
            <>
              <Button variant="contained" startIcon={<Add />} onClick={() => setDraft({ start: null, reason: null })}>
                {t('sourcing.target.open')}
              </Button>
              <RunListImportButton
                onImported={(outcome) => {
                  if (outcome.runListId) setOpenRunList(outcome.runListId);
                }}
              />
            </>
          )
        }
      />
      {tabs}
      <TabPanel tab={tabs ? 'buying' : null}>
        <Section title={t('sourcing.targets.title')} description={t('sourcing.targets.description')}>
          <BuyList
            targets={data?.sourcingTargets ?? []}
            query={query}
            canChange={canChange}
            onDelete={(target) =>
              setConfirm({
                title: t('sourcing.targets.deleteTitle'),
                body: t('sourcing.targets.deleteBody', { name: targetName(target) }),
                confirmLabel: t('common.delete'),
                destructive: true,
                onConfirm: () =>
                  act(() => deleteTarget({ variables: { id: target.id } }), t('sourcing.targets.deleted')),
              })
            }
          />
        </Section>
        <Section title={t('sourcing.proposals.title')} description={t('sourcing.proposals.description')}>
          <Proposals
            proposals={data?.sourcingProposals ?? []}
            query={query}
            canChange={canChange}
            onTake={(proposal) => setDraft({ start: proposal, reason: proposal.reasons.join(' ') })}
          />
        </Section>
        <Section title={t('sourcing.runLists.title')} description={t('sourcing.runLists.description')}>
          <RunLists
            runLists={data?.runLists ?? []}
            query={query}
            canChange={canChange}
            selected={shownRunList}
            onOpen={setOpenRunList}
            onDelete={(list) =>
              setConfirm({
                title: t('sourcing.runLists.deleteTitle'),
                body: t('sourcing.runLists.deleteBody', { name: list.name }),
                confirmLabel: t('common.delete'),
                destructive: true,
                onConfirm: async () => {
                  await act(() => deleteRunList({ variables: { id: list.id } }), t('sourcing.runLists.deleted'));
                  if (openRunList === list.id) setOpenRunList(null);
                },
              })
            }
          />
        </Section>
        {shownRunList && <RunListMatches runListId={shownRunList} />}
      </TabPanel>
      {draft && (
        <TargetDialog
          start={draft.start}
          reason={draft.reason}
          busy={busy}
          onSubmit={saveTarget}
          onClose={() => setDraft(null)}
        />
      )}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}
