/**
 * A page drawn on the server paints before the shell's script runs: evaluating the
 * shell's entry (the federation runtime) took some 1.2 s of a 4× slower CPU in a trace of
 * /login, and as a deferred script it ran before the page's first frame, so the server's
 * markup showed only after it. On such a page the entry is started by this small script
 * instead, in the task after the first frame. What the page will need next (the shell's
 * and the remote's files, the whole style sheets) is asked for at the same moment, at low
 * priority, rather than by preload links in the page: parsing ten of them and starting
 * their requests held the first paint back (/login's LCP 520 -> 364 ms at 4× CPU,
 * medians of 7, with the floor at 300). A hidden
 * page gets no frames: it starts at once; a page the browser gives no frame while it shows
 * (a second window of a headless browser, a throttled tab) starts on a timer instead.
 */
export const AFTER_FIRST_PAINT_PATH = '/after-first-paint.js';

/** How long a page waits for its first frame before it starts the shell all the same. */
export const NO_FRAME_FALLBACK_MS = 200;

/**
 * The page shows its forms before the script that runs them. A form that works only with the
 * script (no address of its own: `data-needs-script`, mf-auth/src/components/auth-form.tsx)
 * sent before it is live would go to the page itself, so its submit is held instead: marked
 * `data-held`, which the form sends once hydrated (and marked `data-live`).
 */
export const AFTER_FIRST_PAINT_SCRIPT = `(function () {
  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-needs-script') || form.hasAttribute('data-live')) return;
    event.preventDefault();
    form.setAttribute('data-held', '');
  }, true);
  var me = document.currentScript;
  var src = me && me.getAttribute('data-src');
  if (!src) return;
  var preloads = JSON.parse(me.getAttribute('data-preload') || '[]');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (hint) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = hint[0];
      if (hint[0] === 'fetch') link.crossOrigin = 'anonymous';
      link.fetchPriority = 'low';
      link.href = hint[1];
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.src = src;
    document.head.appendChild(script);
  }
  if (document.visibilityState === 'hidden') return start();
  requestAnimationFrame(function () { setTimeout(start, 0); });
  setTimeout(start, ${NO_FRAME_FALLBACK_MS});
})();
`;

/** The shell's deferred entry script in the built page (shell/dist/index.html). */
const ENTRY_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/i;

/** A file the page asks for once painted: how the browser fetches it (`as`), and its address. */
export type LateHint = ['script' | 'style' | 'fetch', string];

/**
 * The page with its entry started after the first paint: the starter, deferred in the
 * entry's place (so it runs once the markup is parsed), with the files to preload then.
 * `attribute` escapes a text for an attribute's value. A page without that script is
 * returned as it is.
 */
export function startEntryAfterFirstPaint(page: string, hints: LateHint[], attribute: (text: string) => string): string {
  const match = ENTRY_SCRIPT.exec(page);
  if (!match) return page;
  const src = match[1];
  return (
    page.slice(0, match.index) +
    `<script defer src="${AFTER_FIRST_PAINT_PATH}" data-src="${src}" data-preload="${attribute(JSON.stringify(hints))}"></script>` +
    page.slice(match.index + match[0].length)
  );
}
