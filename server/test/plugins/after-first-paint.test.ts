import vm from 'node:vm';
import { AFTER_FIRST_PAINT_SCRIPT, NO_FRAME_FALLBACK_MS } from '../../src/plugins/after-first-paint';

class FakeForm {
  readonly attributes = new Set<string>();
  constructor(names: string[]) {
    for (const name of names) this.attributes.add(name);
  }
  hasAttribute(name: string) {
    return this.attributes.has(name);
  }
  setAttribute(name: string) {
    this.attributes.add(name);
  }
}

/**
 * The start script run against a stand-in page: the frames and timers are the test's to
 * give, the scripts it appends and the submit listener it adds are recorded.
 */
function runOnPage({ hidden = false, preload = null as string | null } = {}) {
  const frames: (() => void)[] = [];
  const timers: { at: number; run: () => void }[] = [];
  const appended: string[] = [];
  const preloaded: Record<string, unknown>[] = [];
  let onSubmit: ((event: unknown) => void) | undefined;
  const attributes: Record<string, string | null> = { 'data-src': '/main.js?abc', 'data-preload': preload };
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    currentScript: { getAttribute: (name: string) => attributes[name] ?? null },
    createElement: (tag: string) => ({ tag }),
    head: {
      appendChild: (element: { tag: string; src?: string }) => (element.tag === 'link' ? preloaded.push(element) : appended.push(element.src as string)),
    },
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (type === 'submit') onSubmit = listener;
    },
  };
  let now = 0;
  vm.runInNewContext(AFTER_FIRST_PAINT_SCRIPT, {
    document,
    HTMLFormElement: FakeForm,
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms: number) => timers.push({ at: now + ms, run }),
  });
  const advance = (ms: number) => {
    now += ms;
    for (const timer of timers.filter((t) => t.at <= now)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.run();
    }
  };
  const submit = (form: FakeForm) => {
    let prevented = false;
    onSubmit?.({ target: form, preventDefault: () => (prevented = true) });
    return prevented;
  };
  return { frames, appended, preloaded, advance, submit };
}

describe('the script that starts the shell on a server-drawn page', () => {
  test('starts the entry in the task after the first frame, once', () => {
    const page = runOnPage();
    expect(page.appended).toEqual([]);
    page.frames.shift()?.();
    page.advance(0);
    expect(page.appended).toEqual(['/main.js?abc']);
    page.advance(NO_FRAME_FALLBACK_MS);
    expect(page.appended).toEqual(['/main.js?abc']);
  });

  test('a page given no frame still starts, on a timer', () => {
    const page = runOnPage();
    page.advance(NO_FRAME_FALLBACK_MS - 1);
    expect(page.appended).toEqual([]);
    page.advance(1);
    expect(page.appended).toEqual(['/main.js?abc']);
    page.frames.shift()?.();
    page.advance(0);
    expect(page.appended).toEqual(['/main.js?abc']);
  });

  test('asks for the files the page needs next at the same moment, at low priority, before the entry', () => {
    const page = runOnPage({ preload: JSON.stringify([['style', '/a.css'], ['script', '/b.js'], ['fetch', '/m.json']]) });
    expect(page.preloaded).toEqual([]);
    page.frames.shift()?.();
    page.advance(0);
    expect(page.preloaded).toEqual([
      { tag: 'link', rel: 'preload', as: 'style', fetchPriority: 'low', href: '/a.css' },
      { tag: 'link', rel: 'preload', as: 'script', fetchPriority: 'low', href: '/b.js' },
      { tag: 'link', rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', fetchPriority: 'low', href: '/m.json' },
    ]);
    expect(page.appended).toEqual(['/main.js?abc']);
  });

  test('a hidden page starts at once', () => {
    expect(runOnPage({ hidden: true }).appended).toEqual(['/main.js?abc']);
  });

  test('holds the submit of a form that needs the script until that form is live; others go as they are', () => {
    const page = runOnPage();
    const needsScript = new FakeForm(['data-needs-script']);
    expect(page.submit(needsScript)).toBe(true);
    expect(needsScript.hasAttribute('data-held')).toBe(true);
    // the plain-form sign-in posts to its own address without the script
    expect(page.submit(new FakeForm([]))).toBe(false);
    expect(page.submit(new FakeForm(['data-needs-script', 'data-live']))).toBe(false);
  });
});
