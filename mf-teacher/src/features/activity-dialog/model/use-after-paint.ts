import { startTransition, useEffect, useState } from 'react';

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
    // the animation frame comes before the paint; a task queued from it runs after
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [on]);
  return on && painted;
}
