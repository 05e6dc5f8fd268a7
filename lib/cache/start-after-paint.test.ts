import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LOADER_MARK, START_FALLBACK_MS, startAfterFirstPaint, startLoader } from './start-after-paint';

/** The start-up tags of a page as Next 15.5 and React 19 write them (a trimmed /studs). */
const CHUNKS = ['4bd1b696-1.js', '1255-2.js', 'main-app-3.js', 'app/(site)/studs/page-4.js'].map((f) => `/_next/static/chunks/${f}`);
const RUNTIME = '/_next/static/chunks/webpack-5.js';
const page = (extra = '') =>
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/css/a.css" data-precedence="next"/>' +
  `<link rel="preload" as="script" fetchPriority="low" href="${RUNTIME}"/>` +
  CHUNKS.map((src) => `<script src="${src}" async=""></script>`).join('') +
  '<title>Studs</title>' +
  '<script src="/_next/static/chunks/polyfills-6.js" noModule=""></script>' +
  extra +
  '</head><body><main><h1>Studs</h1>' +
  // next/dynamic's preloads of the chunks the page renders, where the component is.
  '<link rel="preload" href="/_next/static/chunks/1880.a.js" as="script" fetchPriority="low"/></main>' +
  `<script src="${RUNTIME}" id="_R_" async=""></script>` +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';

describe('startAfterFirstPaint', () => {
  it('replaces every start-up tag with one loader in the head, keeping their order', () => {
    const out = startAfterFirstPaint(page());
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" (id="_R_" )?async=""/);
    expect(out).not.toContain('rel="preload" as="script"');
    const loader = out.slice(out.indexOf(`<script ${LOADER_MARK}>`), out.indexOf('</head>'));
    expect(loader).toContain(JSON.stringify([RUNTIME, ...CHUNKS, '/_next/static/chunks/1880.a.js']));
    expect(out).not.toContain('1880.a.js" as="script"');
    expect(out.match(new RegExp(LOADER_MARK, 'g'))).toHaveLength(1);
    // Everything else is untouched: the stylesheet, the legacy polyfills, the inline payload.
    expect(out).toContain('<link rel="stylesheet" href="/_next/static/css/a.css" data-precedence="next"/>');
    expect(out).toContain('<script src="/_next/static/chunks/polyfills-6.js" noModule=""></script>');
    expect(out).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script></body>');
    expect(out.replace(/<script data-start[^]*?<\/script>/, '')).toBe(
      page()
        .replace(/<link rel="preload" [^>]*as="script"[^>]*>/g, '')
        .replace(/<script src="[^"]+"( id="_R_")? async=""><\/script>/g, ''),
    );
  });

  it('is idempotent', () => {
    const once = startAfterFirstPaint(page());
    expect(startAfterFirstPaint(once)).toBe(once);
  });

  it('leaves HTML alone when it has no start-up scripts, no head, or a script tag of a shape it does not know', () => {
    expect(startAfterFirstPaint('<html><head></head><body>x</body></html>')).toBe('<html><head></head><body>x</body></html>');
    const noHead = `<body><script src="${RUNTIME}" async=""></script></body>`;
    expect(startAfterFirstPaint(noHead)).toBe(noHead);
    for (const odd of [
      '<script src="/_next/static/chunks/x.js" async="" integrity="sha256-abc"></script>',
      '<script src="/_next/static/chunks/x.js" async="" nonce="n"></script>',
      '<script src="/_next/static/chunks/x.js" crossorigin="" async=""></script>',
      '<script src="/_next/static/chunks/x.js"></script>',
      '<link rel="preload" href="https://cdn.example/x.js" as="script"/>',
      '<link rel="modulepreload" href="/_next/static/chunks/x.js" as="script"/>',
    ]) {
      expect(startAfterFirstPaint(page(odd))).toBe(page(odd));
    }
  });

  it('escapes the list so a source cannot end the inline script', () => {
    expect(startLoader(['/_next/static/chunks/a</script><b.js'])).not.toContain('a</script>');
  });
});

/** Runs the loader in a small fake browser and reports which scripts it appended. */
function runLoader(opts: { entryTypes?: string[]; images?: { inView: boolean; complete: boolean; naturalWidth: number }[] }) {
  const appended: string[] = [];
  /** Animation frames and zero-delay timers, run by `flush`; the fallback timer is kept apart. */
  let pending: (() => void)[] = [];
  const fallbacks: (() => void)[] = [];
  let observer: ((list: { getEntries(): unknown[] }) => void) | null = null;
  const observed: string[] = [];
  const images = (opts.images ?? []).map((i) => ({
    ...i,
    getBoundingClientRect: () => (i.inView ? { top: 0, bottom: 100, left: 0, right: 100 } : { top: 2000, bottom: 2100, left: 0, right: 100 }),
  }));
  let insertions = 0;
  const listeners = new Map<string, () => void>();
  const document = {
    head: {
      appendChild: (f: { children: { src: string }[] }) => {
        insertions++;
        appended.push(...f.children.map((e) => e.src));
      },
    },
    createDocumentFragment: () => {
      const children: { src: string }[] = [];
      return { children, appendChild: (e: { src: string }) => children.push(e) };
    },
    createElement: () => ({ src: '', async: false }),
    querySelectorAll: () => images,
    addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
  };
  class PerformanceObserver {
    static supportedEntryTypes = opts.entryTypes ?? ['paint', 'element', 'largest-contentful-paint'];
    constructor(cb: typeof observer) {
      observer = cb;
    }
    observe(o: { type: string }) {
      observed.push(o.type);
    }
  }
  const window = { PerformanceObserver, innerHeight: 800, innerWidth: 400, requestAnimationFrame: (cb: () => void) => pending.push(cb) };
  const setTimeout = (cb: () => void, ms = 0) => (ms === START_FALLBACK_MS ? fallbacks : pending).push(cb);
  const code = startLoader(['/a.js', '/b.js']).replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
  vm.runInNewContext(code, { document, window, setTimeout });
  const flush = () => {
    while (pending.length) {
      const run = pending;
      pending = [];
      run.forEach((f) => f());
    }
  };
  const emit = (entries: unknown[]) => {
    observer?.({ getEntries: () => entries });
    flush();
  };
  return { appended, observed, emit, images, flush, fallbacks, listeners, insertions: () => insertions };
}

describe('the loader', () => {
  it('loads the scripts, in order, once and in one insertion, at the first paint', () => {
    const b = runLoader({});
    expect(b.observed).toEqual(['paint', 'element']);
    b.flush();
    expect(b.appended).toEqual([]);
    b.emit([{ entryType: 'paint' }]);
    expect(b.appended).toEqual(['/a.js', '/b.js']);
    expect(b.insertions()).toBe(1);
    b.emit([{ entryType: 'paint' }]);
    b.fallbacks.forEach((f) => f());
    expect(b.appended).toEqual(['/a.js', '/b.js']);
  });

  it('waits for the paint of a marked image in view, but not for one out of view or one that failed', () => {
    const b = runLoader({ images: [{ inView: true, complete: false, naturalWidth: 0 }, { inView: false, complete: false, naturalWidth: 0 }] });
    b.emit([{ entryType: 'paint' }]);
    expect(b.appended).toEqual([]);
    b.emit([{ entryType: 'element', element: b.images[0] }]);
    expect(b.appended).toEqual(['/a.js', '/b.js']);

    const failed = runLoader({ images: [{ inView: true, complete: true, naturalWidth: 0 }] });
    failed.emit([{ entryType: 'paint' }]);
    expect(failed.appended).toEqual(['/a.js', '/b.js']);
  });

  it('starts at once when the visitor touches, clicks or types before the first paint', () => {
    for (const type of ['pointerdown', 'keydown', 'touchstart']) {
      const b = runLoader({});
      b.listeners.get(type)!();
      expect(b.appended).toEqual(['/a.js', '/b.js']);
      b.emit([{ entryType: 'paint' }]);
      expect(b.appended).toEqual(['/a.js', '/b.js']);
    }
  });

  it('does not wait for images where Element Timing is not reported', () => {
    const b = runLoader({ entryTypes: ['paint'], images: [{ inView: true, complete: false, naturalWidth: 0 }] });
    expect(b.observed).toEqual(['paint']);
    b.emit([{ entryType: 'paint' }]);
    expect(b.appended).toEqual(['/a.js', '/b.js']);
  });

  it('without paint timing, loads after the first frame; a page never painted loads after the fallback', () => {
    const noPaint = runLoader({ entryTypes: [] });
    expect(noPaint.appended).toEqual([]);
    noPaint.flush();
    expect(noPaint.appended).toEqual(['/a.js', '/b.js']);

    const hidden = runLoader({});
    expect(hidden.appended).toEqual([]);
    hidden.fallbacks.forEach((f) => f());
    expect(hidden.appended).toEqual(['/a.js', '/b.js']);
  });
});
