import { startTransition, useEffect, useState } from 'react';

/** How long to wait for a frame on a page the browser draws none for (a hidden tab). */
const NO_FRAME_WAIT_MS = 100;

/**
 * Runs `run` once the browser has painted the frame it is drawing now: the animation frame
 * comes before that paint, and a task queued from it runs after. A page that gets no frames
 * runs it after a short wait instead. Returns a cancel.
 */
export function afterNextPaint(run: () => void): () => void {
  let settled = false;
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    settled = true;
    cancelAnimationFrame(frame);
    clearTimeout(afterFrame);
    clearTimeout(noFrame);
  };
  const once = () => {
    if (settled) return;
    cancel();
    run();
  };
  const frame = requestAnimationFrame(() => {
    afterFrame = setTimeout(once, 0);
  });
  const noFrame = setTimeout(once, NO_FRAME_WAIT_MS);
  return cancel;
}

/**
 * True once `on` has been true for a painted frame, false again as soon as it is false.
 * What renders behind it waits until the frame before it is on the screen: the activity
 * dialog shows its frame at once and draws its editors in a transition after that paint.
 */
export function useAfterPaint(on: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!on) {
      setPainted(false);
      return undefined;
    }
    return afterNextPaint(() => startTransition(() => setPainted(true)));
  }, [on]);
  return on && painted;
}

/** `afterNextPaint` as a promise. */
export const nextPaint = () => new Promise<void>((resolve) => afterNextPaint(resolve));
