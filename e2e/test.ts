/**
 * Playwright's `test` and `expect` for the browser suites (e2e, e2e-firebase, e2e-standalone).
 *
 * Nothing here waits for React: `page.goto` resolves at the `load` event and a test acts then, as
 * a person does. Every control a test uses works before hydration (links and forms the server
 * answers, docs/progressive-enhancement.md); e2e/first-paint.spec.ts acts even earlier, at the first
 * contentful paint of a throttled phone.
 */
export * from '@playwright/test';
