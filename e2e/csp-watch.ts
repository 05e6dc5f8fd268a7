import type { Page } from '@playwright/test';

/**
 * Watches a page for CSP violations: the DOM's securitypolicyviolation events (kept per document)
 * and the console's "Refused to …" messages. The returned function drains what was seen since its
 * last call; call it before each navigation.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  let fromConsole: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|execute|connect|frame|apply|create)/i.test(m.text())) fromConsole.push(m.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.cspViolations.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  return async () => {
    const inPage = await page.evaluate(() => {
      const w = window as unknown as { cspViolations?: string[] };
      return (w.cspViolations ?? []).splice(0);
    });
    const all = [...inPage, ...fromConsole];
    fromConsole = [];
    return all;
  };
}
