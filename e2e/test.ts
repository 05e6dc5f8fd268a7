import { test as base, type BrowserContext, type Page } from '@playwright/test';

/**
 * Playwright's `test` and `expect` for the browser suites (e2e, e2e-firebase, e2e-standalone).
 *
 * A cached page loads the framework's scripts only after its first paint
 * (lib/cache/start-after-paint.ts), which can come after the `load` event `page.goto` waits for.
 * A click in between reaches server HTML that React has not taken over yet and is lost, as it
 * would be for a person tapping before the page responds. So every `goto` and `reload` here also
 * waits, on such a page, until React has started hydrating it (`hydrateRoot` marks the document
 * and from then on React handles events, hydrating what they reach first). Pages without the
 * loader (admin pages, the first render of a page, files) are not waited for.
 */
export * from '@playwright/test';

const LOADER = 'script[data-start="after-paint"]';
const PATCHED = Symbol.for('breeder.e2e.waitsForStart');
/** Contexts of tests that turn JavaScript off (`test.use({ javaScriptEnabled: false })`): nothing will start there. */
const withoutScripts = new WeakSet<BrowserContext>();

/** Resolves once `page` has no start-up loader, or React has started on it. */
export async function waitForStart(page: Page): Promise<void> {
  await page.waitForFunction(
    (loader) => !document.querySelector(loader) || Object.keys(document).some((k) => k.startsWith('__reactContainer$')),
    LOADER,
    { timeout: 15_000 },
  );
}

type Navigate = (this: Page, ...args: unknown[]) => Promise<unknown>;

/** Makes every page's goto and reload wait for the start (once per worker: the methods live on the prototype). */
function patch(page: Page): void {
  const proto = Object.getPrototypeOf(page) as Record<string | symbol, unknown>;
  if (proto[PATCHED]) return;
  proto[PATCHED] = true;
  for (const name of ['goto', 'reload'] as const) {
    const original = proto[name] as Navigate;
    proto[name] = async function (this: Page, ...args: unknown[]) {
      const response = await original.apply(this, args);
      if (!withoutScripts.has(this.context())) await waitForStart(this);
      return response;
    } satisfies Navigate;
  }
}

export const test = base.extend<object, { waitsForStart: void }>({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) withoutScripts.add(context);
    await use(context);
  },
  waitsForStart: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      patch(await context.newPage());
      await context.close();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});
