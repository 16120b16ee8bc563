import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/** Grace period for the pointer to travel from a group's button into its menu. */
const CLOSE_DELAY_MS = 150;

/**
 * Opening and closing a navigation group's menu: on hover (after a grace period on leaving), on
 * focus, or with Enter / Space / ArrowDown; Escape closes it and focus returns to the button.
 */
export function useGroupMenu() {
  const menuId = useId();
  const [anchorEl, setAnchorEl] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const [focusFirstItem, setFocusFirstItem] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const ignoreNextFocus = useRef(false);
  const menuRef = useRef<HTMLUListElement>(null);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const show = (withKeyboard = false) => {
    window.clearTimeout(closeTimer.current);
    setFocusFirstItem(withKeyboard);
    setOpen(true);
  };
  const close = (returnFocus = false) => {
    window.clearTimeout(closeTimer.current);
    // Focus inside a menu that is going away goes back to its button rather than getting lost.
    if (returnFocus || menuRef.current?.contains(document.activeElement)) {
      ignoreNextFocus.current = true;
      anchorEl?.focus();
    }
    setOpen(false);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      show(true);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  const closeSoon = () => {
    closeTimer.current = window.setTimeout(() => close(), CLOSE_DELAY_MS);
  };
  const onButtonFocus = () => {
    if (ignoreNextFocus.current) ignoreNextFocus.current = false;
    else show();
  };

  return {
    menuId,
    menuRef,
    anchorEl,
    setAnchorEl,
    open,
    setOpen,
    focusFirstItem,
    show,
    close,
    closeSoon,
    onButtonFocus,
    onButtonKeyDown,
    onMenuKeyDown,
    onBlur,
  };
}
