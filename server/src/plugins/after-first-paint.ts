/**
 * A page drawn on the server paints before the shell's script runs: evaluating the
 * shell's entry (the federation runtime) took some 1.2 s of a 4× slower CPU in a trace of
 * /login, and as a deferred script it ran before the page's first frame, so the server's
 * markup showed only after it. On such a page the entry is started by this small script
 * instead, in the task after the first frame (the entry is preloaded meanwhile). A hidden
 * page gets no frames: it starts at once.
 */
export const AFTER_FIRST_PAINT_PATH = '/after-first-paint.js';

export const AFTER_FIRST_PAINT_SCRIPT = `(function () {
  var me = document.currentScript;
  var src = me && me.getAttribute('data-src');
  if (!src) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.src = src;
    document.head.appendChild(script);
  }
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(function () { setTimeout(start, 0); });
})();
`;

/** The shell's deferred entry script in the built page (shell/dist/index.html). */
const ENTRY_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/i;

/**
 * The page with its entry started after the first paint: the entry preloaded, and
 * the starter, deferred in the entry's place (so it runs once the markup is parsed).
 * A page without that script is returned as it is.
 */
export function startEntryAfterFirstPaint(page: string): string {
  const match = ENTRY_SCRIPT.exec(page);
  if (!match) return page;
  const src = match[1];
  return (
    page.slice(0, match.index) +
    `<link rel="preload" as="script" href="${src}"><script defer src="${AFTER_FIRST_PAINT_PATH}" data-src="${src}"></script>` +
    page.slice(match.index + match[0].length)
  );
}
