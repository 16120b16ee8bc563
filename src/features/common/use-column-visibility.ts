import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useCallback, useState } from 'react';

/** The grids whose columns a user chooses; each keeps its own choice. */
export type ChoosableGrid = 'inventory' | 'pricing';

const storageKey = (grid: ChoosableGrid, userId: string) => `lotwise-columns:${grid}:${userId}`;

/** The model shown: the grid's defaults with the user's stored choices over them (anything unreadable is ignored). */
export function withChoices(stored: unknown, defaults: GridColumnVisibilityModel): GridColumnVisibilityModel {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return defaults;
  const choices = Object.entries(stored).filter(([, visible]) => typeof visible === 'boolean');
  return { ...defaults, ...Object.fromEntries(choices) };
}

/**
 * What is kept of a model: only the columns whose visibility differs from the default (a column
 * the defaults leave out is shown), so a later change of the defaults reaches every column the
 * user never touched.
 */
export function choicesOf(
  model: GridColumnVisibilityModel,
  defaults: GridColumnVisibilityModel,
): GridColumnVisibilityModel {
  return Object.fromEntries(Object.entries(model).filter(([field, visible]) => visible !== (defaults[field] ?? true)));
}

function read(
  grid: ChoosableGrid,
  userId: string | null,
  defaults: GridColumnVisibilityModel,
): GridColumnVisibilityModel {
  if (!userId || typeof window === 'undefined') return defaults;
  try {
    return withChoices(JSON.parse(window.localStorage.getItem(storageKey(grid, userId)) ?? 'null'), defaults);
  } catch {
    // an unreadable choice is the same as none
    return defaults;
  }
}

/** The columns a user chose to see in one grid, remembered in this browser per user and per grid. */
export function useColumnVisibility(grid: ChoosableGrid, userId: string | null, defaults: GridColumnVisibilityModel) {
  const [model, setModel] = useState(() => read(grid, userId, defaults));
  const change = useCallback(
    (next: GridColumnVisibilityModel) => {
      setModel(next);
      if (!userId) return;
      try {
        window.localStorage.setItem(storageKey(grid, userId), JSON.stringify(choicesOf(next, defaults)));
      } catch {
        // storage full or blocked: the choice lasts for this visit
      }
    },
    [grid, userId, defaults],
  );
  return [model, change] as const;
}
