#!/usr/bin/env node
/**
 * The dead window per page: from the first contentful paint until every control visible on the
 * page works, under Lighthouse's mobile conditions (150 ms round trip, 1.6 Mbps, CPU 4× slower,
 * through the DevTools protocol). Part of `npm run bench` (bench.mjs calls `deadWindows`), or alone
 * against a running server:
 *
 *   node tools/bench/bench-dead-window.mjs --origin=http://127.0.0.1:3000 [--runs=3]
 *
 * How a control is judged, from outside and at the first paint (the controls in the HTML, read
 * again at DOMContentLoaded for a page still streaming):
 * - works without scripts: a link with an href; a disabled control (it says why); a popover or
 *   <details> toggle; a submit button, or a field, of a form the server answers (a form with an
 *   `action` or `method`, or React's server-action fields);
 * - needs the script: anything else (a `type=button` with a click handler, a field of a form
 *   without action or method, which the browser would otherwise submit as a GET to the page itself).
 * A control that needs the script works once React has attached its props to it: React DOM's
 * `__reactProps$` key, a framework internal used here for measuring only (docs/framework-internals.md).
 * The dead window is the time from the first paint until the last such control works: 0 when every
 * control works from the first paint. `hydratedMs` (FCP → every needing control live) is the same
 * number; `needScript` counts them and names a few.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const DEAD_WINDOW_PATHS = ['/', '/puppies', '/studs', '/gallery', '/contact', '/login', '/apply'];

function observer() {
  const state = { fcp: null, needs: [], liveAt: null, done: false, names: [] };
  window.__deadWindow = state;
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    if (!r.width || !r.height) return false;
    const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && s.display !== 'none';
  };
  const serverForm = (form) =>
    !!form && (form.hasAttribute('action') || form.hasAttribute('method') || !!form.querySelector('input[name^="$ACTION"]'));
  const needsScript = (el) => {
    if (el.matches('a[href]')) return false;
    if (el.disabled || el.getAttribute('aria-disabled') === 'true') return false;
    if (el.matches('summary, button[popovertarget]')) return false;
    if (el.matches('input[type="hidden"]')) return false;
    if (el.matches('button')) {
      const type = (el.getAttribute('type') || 'submit').toLowerCase();
      // A reset button empties its form without any script (/apply's "Clear my answers").
      if (type === 'reset' && el.form) return false;
      return !(type === 'submit' && serverForm(el.form));
    }
    if (el.matches('input, select, textarea')) return !serverForm(el.form);
    return true;
  };
  const live = (el) => Object.keys(el).some((k) => k.startsWith('__reactProps$'));
  const name = (el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || '').trim().slice(0, 30)}"`;
  const collect = () => {
    for (const el of document.querySelectorAll('a, button, input, select, textarea, summary, [role="button"], [onclick]')) {
      if (!state.needs.includes(el) && visible(el) && needsScript(el)) {
        state.needs.push(el);
        state.names.push(name(el));
      }
    }
  };
  const check = () => {
    if (state.done) return;
    if (state.needs.every((el) => !el.isConnected || live(el))) {
      state.liveAt = performance.now();
      state.done = true;
      return;
    }
    setTimeout(check, 10);
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.name !== 'first-contentful-paint' || state.fcp !== null) continue;
      state.fcp = e.startTime;
      collect();
      const more = () => {
        collect();
        check();
      };
      if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', more, { once: true });
      else more();
    }
  }).observe({ type: 'paint', buffered: true });
}

async function once(browser, origin, p) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(observer);
    await page.goto(origin + p, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(() => window.__deadWindow?.done, undefined, { timeout: 30_000, polling: 50 }).catch(() => {});
    return await page.evaluate(() => {
      const s = window.__deadWindow;
      const dead = s.liveAt === null ? null : Math.max(0, Math.round(s.liveAt - s.fcp));
      return { fcpMs: Math.round(s.fcp), needScript: s.needs.length, examples: s.names.slice(0, 4), deadMs: s.needs.length ? dead : 0 };
    });
  } finally {
    await context.close();
  }
}

/** Median over `runs` fresh pages per path; `deadMs` null means some control never came alive within 30 s. */
export async function deadWindows(origin, paths = DEAD_WINDOW_PATHS, runs = 3, log = console.log) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'] });
  const median = (xs) => {
    const s = xs.filter((x) => x !== null).sort((a, b) => a - b);
    return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
  };
  const results = [];
  try {
    for (const p of paths) {
      const all = [];
      for (let i = 0; i < runs; i++) {
        log(`dead window ${p} (run ${i + 1}/${runs})`);
        all.push(await once(browser, origin, p));
      }
      results.push({
        path: p,
        fcpMs: median(all.map((r) => r.fcpMs)),
        deadMs: all.some((r) => r.deadMs === null) ? null : median(all.map((r) => r.deadMs)),
        deadEach: all.map((r) => r.deadMs),
        needScript: Math.max(...all.map((r) => r.needScript)),
        examples: all.find((r) => r.needScript)?.examples ?? [],
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

export function deadWindowMarkdown(rows) {
  const out = [
    '## Dead window (first contentful paint → every visible control works; 150 ms RTT, 1.6 Mbps, CPU 4×; median)',
    '',
    '| page | FCP ms | controls needing the script | dead window ms | each run |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const r of rows) {
    out.push(`| ${r.path} | ${r.fcpMs ?? '-'} | ${r.needScript}${r.examples.length ? ` (${r.examples.join(', ').replace(/\|/g, '/')})` : ''} | ${r.deadMs ?? 'never (30 s)'} | ${r.deadEach.map((x) => x ?? '-').join(', ')} |`);
  }
  out.push('', 'Budget: 0 ms (every control is a link or a form the server answers, or disabled with its reason until it works).', '');
  return out.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const arg = (k) => process.argv.find((a) => a.startsWith(`--${k}=`))?.slice(k.length + 3);
  const origin = arg('origin');
  if (!origin) {
    console.error('usage: node tools/bench/bench-dead-window.mjs --origin=http://127.0.0.1:3000 [--runs=3] [--paths=/,/puppies]');
    process.exit(2);
  }
  const rows = await deadWindows(origin, arg('paths')?.split(',') ?? DEAD_WINDOW_PATHS, Number(arg('runs') ?? 3) || 3);
  console.log(`\n${deadWindowMarkdown(rows)}`);
}
