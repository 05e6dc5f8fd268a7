/**
 * Pages are stored with the framework's start-up scripts requested after the first paint.
 *
 * Next writes React's and its router's chunks (about 100 kB gzip) as `<script async>` tags in the
 * head, plus a low-priority preload of the webpack runtime. The browser fetches them at once,
 * beside the stylesheets and the heading font. Over a slow mobile link they share its bandwidth
 * with what the first paint needs, and Lighthouse's LCP estimate counts every script that had
 * arrived by the time the page painted (docs/seo.md "What Lighthouse's LCP waits for").
 * Nothing on a page needs them to draw: every page is complete server HTML, and its links work
 * before hydration.
 *
 * So the stored HTML (lib/cache/handler.ts `set`, the copy every visitor after the first one
 * gets) loads the same scripts, in the same order, from one small inline loader:
 * - once the page is on screen: its first paint (a `paint` PerformanceObserver entry, delivered
 *   once the frame is presented) and the paint of its marked LCP image in view, if any;
 * - or after the first animation frame where paint timing is not supported;
 * - or at once when the visitor presses a key or touches or clicks the page before that;
 * - or after 3 s at most, for a page that is never painted (a tab opened in the background).
 *
 * The trade-off: hydration starts one request later than before (the chunks are fetched once the
 * page shows instead of beside the stylesheets), so a fast connection waits about one round trip
 * longer for the menu and forms to respond. On a slow connection, where bandwidth is the limit, it
 * costs nothing, and the page paints sooner.
 *
 * The rewrite is all or nothing: HTML whose start-up tags are not exactly the shapes written
 * below (say, a future Next that adds `integrity`, `nonce` or `crossorigin`) is stored unchanged.
 */

/** A tag that loads or preloads a script file of the build: `<script src="/_next/static/…">` or `<link … as="script" …>`. */
const STATIC_SCRIPT_TAG = /<script\b[^>]*\bsrc="\/_next\/static\/[^>]*>(?:<\/script>)?|<link\b[^>]*\bas="script"[^>]*>/g;
/** The shapes React and Next write, with the file in group 1 or 2: the start-up scripts (the bootstrap one with React's `id="_R_"`), and preloads (the bootstrap script's, and next/dynamic chunks the page renders). */
const START_UP_TAG =
  /^<script src="(\/_next\/static\/[^"<>]+\.js)"(?: id="_R_")? async=""><\/script>$|^<link rel="preload" (?:as="script" fetchPriority="low" href="(\/_next\/static\/[^"<>]+\.js)"|href="(\/_next\/static\/[^"<>]+\.js)" as="script" fetchPriority="low")\/>$/;
/** The legacy-browser polyfills: `noModule`, skipped by every browser that runs the loader; left in place. */
const NOMODULE_SCRIPT = /^<script src="\/_next\/static\/[^"<>]+\.js" noModule=""><\/script>$/;
/** Marks HTML that already carries the loader (the rewrite is idempotent). */
export const LOADER_MARK = 'data-start="after-paint"';
/** Longest wait for a first paint before the scripts load anyway. */
export const START_FALLBACK_MS = 3000;

/**
 * The inline loader for `sources`, in order (plain ES5: it runs before any polyfill). It waits for
 * the first paint and, where the browser reports Element Timing, for the paint of every image in
 * view marked `elementtiming` (components/ui/image.tsx marks `priority` images: the home hero,
 * which is that page's LCP), skipping images that failed to load. It looks at the images in an
 * animation frame, where reading their position costs no extra layout, and inserts the scripts
 * with one DOM insertion.
 */
export function startLoader(sources: readonly string[]): string {
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  return (
    `<script ${LOADER_MARK}>(function(s){var d=document,w=window,k=0,p=0,seen=[],P=w.PerformanceObserver,t=(P&&P.supportedEntryTypes)||[],el=t.indexOf("element")>=0;` +
    `function go(){if(k)return;k=1;var f=d.createDocumentFragment();for(var i=0;i<s.length;i++){var e=d.createElement("script");e.src=s[i];e.async=true;f.appendChild(e)}d.head.appendChild(f)}` +
    `function check(){if(!p)return;if(el){var m=d.querySelectorAll("img[elementtiming]");for(var i=0;i<m.length;i++){var g=m[i],r=g.getBoundingClientRect();` +
    `if(seen.indexOf(g)<0&&!(g.complete&&!g.naturalWidth)&&r.bottom>0&&r.top<w.innerHeight&&r.right>0&&r.left<w.innerWidth)return}}go()}` +
    `function on(l){var e=l.getEntries();for(var i=0;i<e.length;i++){if(e[i].entryType==="paint")p=1;else if(e[i].element)seen.push(e[i].element)}if(p&&!k)(w.requestAnimationFrame||setTimeout)(check)}` +
    `if(t.indexOf("paint")>=0){var o=new P(on);o.observe({type:"paint",buffered:true});if(el)o.observe({type:"element",buffered:true});d.addEventListener("error",function(){setTimeout(check,0)},true)}` +
    `else if(w.requestAnimationFrame)w.requestAnimationFrame(function(){setTimeout(go,0)});else go();` +
    `for(var j=0,v=["pointerdown","keydown","touchstart"];j<v.length;j++)d.addEventListener(v[j],go,{capture:true,once:true,passive:true});` +
    `setTimeout(go,${START_FALLBACK_MS})})(${list})</script>`
  );
}

/**
 * `html` with its start-up scripts loaded by `startLoader` at the first paint, or `html` itself
 * when it has none or any of an unknown shape.
 */
export function startAfterFirstPaint(html: string): string {
  if (html.includes(LOADER_MARK) || !html.includes('</head>')) return html;
  const sources: string[] = [];
  let unknown = false;
  const rest = html.replace(STATIC_SCRIPT_TAG, (tag) => {
    const m = START_UP_TAG.exec(tag);
    if (m) {
      const src = (m[1] ?? m[2] ?? m[3])!;
      if (!sources.includes(src)) sources.push(src);
      return '';
    }
    if (!NOMODULE_SCRIPT.test(tag)) unknown = true;
    return tag;
  });
  if (unknown || !sources.length) return html;
  const at = rest.indexOf('</head>');
  return rest.slice(0, at) + startLoader(sources) + rest.slice(at);
}
