import { afterNextPaint } from './use-after-paint';

describe('afterNextPaint', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('runs after the next frame, once', () => {
    jest.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const run = jest.fn();
    afterNextPaint(run);
    expect(run).not.toHaveBeenCalled();
    frames[0](0);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs anyway on a page the browser draws no frames for', () => {
    jest.useFakeTimers();
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    const run = jest.fn();
    afterNextPaint(run);
    jest.advanceTimersByTime(99);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    jest.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const run = jest.fn();
    const cancel = afterNextPaint(run);
    frames[0](0);
    cancel();
    jest.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });

  it('queues the task after the frame ahead of the page\'s ordinary ones where the browser can', () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const posted: Array<{ task: () => void; priority: string }> = [];
    const withScheduler = globalThis as unknown as { scheduler?: unknown };
    withScheduler.scheduler = { postTask: (task: () => void, options: { priority: string }) => (posted.push({ task, priority: options.priority }), Promise.resolve()) };
    try {
      const run = jest.fn();
      afterNextPaint(run);
      frames[0](0);
      expect(posted.map((post) => post.priority)).toEqual(['user-blocking']);
      posted[0].task();
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      delete withScheduler.scheduler;
    }
  });
});
