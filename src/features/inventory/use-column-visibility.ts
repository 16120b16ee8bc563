import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useCallback, useState } from 'react';

const storageKey = (userId: string) => `lotwise-inventory-columns:${userId}`;

function read(userId: string | null, defaults: GridColumnVisibilityModel): GridColumnVisibilityModel {
  if (!userId || typeof window === 'undefined') return defaults;
  try {
    const stored = JSON.parse(window.localStorage.getItem(storageKey(userId)) ?? 'null') as unknown;
    if (stored && typeof stored === 'object' && !Array.isArray(stored)) {
      const choices = Object.entries(stored).filter(([, visible]) => typeof visible === 'boolean');
      return { ...defaults, ...Object.fromEntries(choices) };
    }
  } catch {
    // an unreadable choice is the same as none
  }
  return defaults;
}

/** The columns a user chose to see in the inventory grid, remembered in this browser per user. */
export function useColumnVisibility(userId: string | null, defaults: GridColumnVisibilityModel) {
  const [model, setModel] = useState(() => read(userId, defaults));
  const change = useCallback(
    (next: GridColumnVisibilityModel) => {
      setModel(next);
      if (!userId) return;
      try {
        window.localStorage.setItem(storageKey(userId), JSON.stringify(next));
      } catch {
        // storage full or blocked: the choice lasts for this visit
      }
    },
    [userId],
  );
  return [model, change] as const;
}
