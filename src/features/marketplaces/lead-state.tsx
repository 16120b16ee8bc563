import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ChangeMarketplaceLeadStateDocument } from '../../../graphql/generated/operations/ChangeMarketplaceLeadState';
import type { MarketplaceLeadState } from '../../../graphql/generated/types';
import { MARKETPLACE_LEAD_MOVES } from '../../shared/marketplaces/lead-states';
import { movesFrom } from '../../shared/state-moves';
import { useGraphQLAction } from '../../base/use-graphql-action';

const STATE_COLORS = { new: 'info', contacted: 'warning', closed: 'default' } as const;

export function LeadStateChip({ state }: { state: MarketplaceLeadState }) {
  const { t } = useTranslation();
  return <Chip size="small" color={STATE_COLORS[state]} label={t(`leads.state.${state}`)} />;
}

/** "Move to…" the states a lead may go on to (src/shared/marketplaces/lead.ts); nothing for a closed lead. */
export function LeadMoveSelect({ lead }: { lead: { id: string; state: MarketplaceLeadState } }) {
  const { t } = useTranslation();
  const run = useGraphQLAction();
  const [change, changing] = useMutation(ChangeMarketplaceLeadStateDocument);
  const moves = movesFrom(MARKETPLACE_LEAD_MOVES, lead.state);
  if (moves.length === 0) return null;
  const move = (state: MarketplaceLeadState) =>
    run(
      () => change({ variables: { id: lead.id, state }, refetchQueries: 'active' }),
      t('leads.moved', { state: t(`leads.state.${state}`) }),
    );
  return (
    <TextField
      select
      size="small"
      value=""
      disabled={changing.loading}
      label={t('leads.moveTo')}
      onChange={(event) => void move(event.target.value as MarketplaceLeadState)}
      sx={{ minWidth: 140 }}
    >
      {moves.map((state) => (
        <MenuItem key={state} value={state}>
          {t(`leads.state.${state}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
