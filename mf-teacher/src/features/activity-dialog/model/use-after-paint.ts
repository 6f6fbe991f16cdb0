import { startTransition, useEffect, useState } from 'react';

/** How long to wait for a frame on a page the browser draws none for (a hidden tab). */
const NO_FRAME_WAIT_MS = 100;

type TaskScheduler = { postTask?: (task: () => void, options: { priority: 'user-blocking' }) => Promise<unknown> };

/**
 * A task, ahead of the page's ordinary ones where the browser can say so (what the user
 * just asked for goes before a chart's or a list's pending work); else a plain timeout.
 */
function urgentTask(run: () => void): () => void {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (scheduler?.postTask) {
    let cancelled = false;
    void scheduler.postTask(() => {
      if (!cancelled) run();
    }, { priority: 'user-blocking' });
    return () => {
      cancelled = true;
    };
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}

/**
 * Runs `run` once the browser has painted the frame it is drawing now: the animation frame
 * comes before that paint, and an urgent task queued from it runs after. A page that gets
 * no frames runs it after a short wait instead. Returns a cancel.
 */
export function afterNextPaint(run: () => void): () => void {
  let settled = false;
  let cancelAfterFrame: () => void = () => undefined;
  const cancel = () => {
    settled = true;
    cancelAnimationFrame(frame);
    cancelAfterFrame();
    clearTimeout(noFrame);
  };
  const once = () => {
    if (settled) return;
    cancel();
    run();
  };
  const frame = requestAnimationFrame(() => {
    cancelAfterFrame = urgentTask(once);
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
