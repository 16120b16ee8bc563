// The /appraisals list's view (state, appraiser, search: kept in the URL so a link reproduces it)
// and the small rules the appraisal screens share.
import type { AppraisalFilter } from '../../../graphql/generated/types';
import { APPRAISAL_STATES, type AppraisalState } from '../../shared/appraisals/states';

export type AppraisalView = { state: AppraisalState | ''; appraiser: string; search: string };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** The view a URL query describes; a state it does not know is no filter. */
export function appraisalViewFromQuery(query: Record<string, string | string[] | undefined>): AppraisalView {
  const state = first(query.state);
  return {
    state: (APPRAISAL_STATES as readonly string[]).includes(state) ? (state as AppraisalState) : '',
    appraiser: first(query.appraiser),
    search: first(query.q),
  };
}

export function queryFromAppraisalView(view: AppraisalView): Record<string, string> {
  const query: Record<string, string> = {};
  if (view.state) query.state = view.state;
  if (view.appraiser) query.appraiser = view.appraiser;
  if (view.search) query.q = view.search;
  return query;
}

export const hasAppraisalFilters = (view: AppraisalView): boolean =>
  Boolean(view.state || view.appraiser || view.search.trim());

/** The graph's filter for the view (the search as typed, trimmed). */
export function appraisalFilterOf(view: AppraisalView, search: string): AppraisalFilter {
  const filter: AppraisalFilter = {};
  if (view.state) filter.states = [view.state];
  if (view.appraiser) filter.appraiserId = view.appraiser;
  if (search.trim()) filter.search = search.trim();
  return filter;
}

/** "2021 Honda CR-V EX". */
export const appraisalVehicleName = (appraisal: { year: number; make: string; model: string; trim?: string | null }) =>
  [appraisal.year, appraisal.make, appraisal.model, appraisal.trim].filter(Boolean).join(' ');

export const STATE_COLORS: Record<AppraisalState, 'default' | 'info' | 'success' | 'error'> = {
  draft: 'default',
  offered: 'info',
  won: 'success',
  lost: 'error',
};
