import { hideOthers } from 'aria-hidden';
import { useEffect, useState, type RefObject } from 'react';

/** how many dialogs hold the page now: the last one to close gives the page back */
let holders = 0;
let restore: () => void = () => undefined;

/** The width the page's scroll bar takes (0 when it has none), read before the dialog is drawn. */
function scrollBarWidth(): number {
  return typeof window === 'undefined' ? 0 : Math.max(0, window.innerWidth - document.documentElement.clientWidth);
}

/**
 * While a dialog is open the page behind it neither scrolls nor is read out: every other
 * part of the body is hidden from assistive technology (aria-hidden) and the root stops
 * scrolling, keeping its scroll bar's room so nothing moves.
 *
 * Done on the root element and on the body's own children only: a change on the body that
 * every element inherits (a pointer-events or a custom property, as a general-purpose
 * modal sets) makes the browser recompute the style of the whole page before the dialog's
 * first paint (about 60 ms at a phone's speed on the study-plan page).
 */
export function useModalPage(content: RefObject<HTMLElement | null>): void {
  // read while rendering, before the dialog is in the page: the layout is still clean then
  const [gutter] = useState(scrollBarWidth);
  useEffect(() => {
    const element = content.current;
    const shown = element ? hideOthers(element) : () => undefined;
    holders += 1;
    if (holders === 1) {
      const root = document.documentElement;
      const before = { overflow: root.style.overflow, scrollbarGutter: root.style.scrollbarGutter };
      root.style.overflow = 'hidden';
      if (gutter > 0) root.style.scrollbarGutter = 'stable';
      restore = () => {
        root.style.overflow = before.overflow;
        root.style.scrollbarGutter = before.scrollbarGutter;
      };
    }
    return () => {
      shown();
      holders -= 1;
      if (holders === 0) restore();
    };
  }, [content, gutter]);
}
