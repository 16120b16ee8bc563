import { useState } from 'react';

type Paging = { key: string; page: number; cursors: (string | null)[] };

/**
 * Cursor pages, moved a page at a time: page n's cursor is the end of page n − 1, and the
 * cursors of the pages passed are kept, so "previous" goes back exactly. Any change of `key`
 * (the list's filter, order or page size) starts again at page 1.
 */
export function useCursorPaging(key: string) {
  const [stored, setPaging] = useState<Paging>({ key, page: 0, cursors: [null] });
  const paging = stored.key === key ? stored : { key, page: 0, cursors: [null] };

  /** Goes to `page`: the next one (after `endCursor`, the shown page's end), a passed one, or the first. */
  function goTo(page: number, endCursor: string | null | undefined) {
    if (page === paging.page) return;
    const cursors = [...paging.cursors];
    if (page === paging.page + 1) {
      if (!endCursor) return;
      cursors[page] = endCursor;
    } else if (page !== 0 && cursors[page] === undefined) {
      return; // only neighbouring pages are reachable by cursor
    }
    setPaging({ key, page, cursors });
  }

  return { page: paging.page, after: paging.cursors[paging.page] ?? null, goTo };
}
