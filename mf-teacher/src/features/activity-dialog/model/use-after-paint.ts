import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `run` once the browser has painted the frame it is drawing now: the animation frame
 * comes before that paint, and a task queued from it runs after. Returns a cancel.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
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
