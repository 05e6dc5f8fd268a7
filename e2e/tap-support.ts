import { expect, type Page } from '@playwright/test';

/**
 * Fingers on a phone (docs/progressive-enhancement.md, "Tap targets"): the check that every visible
 * control is at least 44 × 44 px, or a link in running text with room around it. Used on the public
 * and account pages (e2e/tap-targets.spec.ts) and on every admin page (e2e/admin-fit.admin.spec.ts).
 */

/** The smallest tap target on a phone, in CSS px (WCAG 2.5.5, and Apple's and Google's guidance). */
export const TAP_MIN = 44;

export type TapFinding = { what: string; w: number; h: number; why: string };

/**
 * Every visible control on the page that is smaller than 44 × 44 px, named by where it is, its text
 * and its size. A link in running text (its paragraph or list item holds other text too) may be
 * smaller when a 44 px circle around its centre touches no other control (WCAG 2.5.8's spacing rule,
 * at 44 px).
 */
export async function shortTargets(page: Page, scope: string): Promise<TapFinding[]> {
  return page.evaluate(([min, scope]) => {
    // From the top, as the page opened (hit-testing a card below scrolls to it).
    window.scrollTo(0, 0);
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], label:has(input, select, textarea)',
      ),
    ].filter((el) => {
      if (!el.closest(scope)) return false;
      const r = el.getBoundingClientRect();
      const top = r.bottom + window.scrollY;
      const left = r.right + window.scrollX;
      // Not visually hidden (a 1 px box, or placed off the page: the skip link until focused, a
      // form's trap for robots).
      return r.width > 1 && r.height > 1 && top > 0 && left > 0 && el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    });
    /**
     * What a finger can hit: the element's own box, or, for a card's link stretched over the card
     * by an absolutely placed ::after, that overlay's box when a tap at its centre reaches the link.
     */
    const box = (el: Element, scrolled = false): DOMRect => {
      const own = el.getBoundingClientRect();
      const after = getComputedStyle(el, '::after');
      if (after.content === 'none' || after.position !== 'absolute') return own;
      let holder = el.parentElement;
      while (holder && getComputedStyle(holder).position === 'static') holder = holder.parentElement;
      if (!holder) return own;
      const h = holder.getBoundingClientRect();
      const px = (v: string) => (v.endsWith('px') ? parseFloat(v) : 0);
      const overlay = new DOMRect(h.left + px(after.left), h.top + px(after.top), h.width - px(after.left) - px(after.right), h.height - px(after.top) - px(after.bottom));
      if (overlay.width <= own.width && overlay.height <= own.height) return own;
      const cx = overlay.left + overlay.width / 2;
      const cy = overlay.top + overlay.height / 2;
      if (!scrolled && (cy < 0 || cy > innerHeight)) {
        // Off screen: brought into view to be hit-tested.
        el.scrollIntoView({ block: 'center' });
        return box(el, true);
      }
      const hit = document.elementFromPoint(cx, cy);
      return hit && (hit === el || el.contains(hit)) ? overlay : own;
    };
    const big = (r: DOMRect) => r.width >= min - 0.5 && r.height >= min - 0.5;
    const name = (el: HTMLElement) => {
      const area = el.closest('header, nav, main, footer, [data-sonner-toaster]');
      const where = area ? (area.getAttribute('aria-label') ?? area.tagName.toLowerCase()) : 'page';
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
      const href = el.getAttribute('href');
      const type = el instanceof HTMLInputElement ? `[type=${el.type}]` : '';
      return `${where} › ${el.tagName.toLowerCase()}${type} "${text || el.getAttribute('name') || ''}"${href ? ` (${href})` : ''}`;
    };
    const inline = (n: Element) => getComputedStyle(n).display.startsWith('inline');
    /** The words on the lines of `block` (not in its own blocks, nor in a control). */
    const lineText = (block: Element): string =>
      [...block.childNodes]
        .map((n) => (n.nodeType === Node.TEXT_NODE ? (n.textContent ?? '') : n instanceof Element && inline(n) && !n.matches('a, button') ? lineText(n) : ''))
        .join('');
    /** A link in a sentence: the lines of its nearest block hold other words too. */
    const inRunningText = (el: HTMLElement) => {
      if (el.tagName !== 'A') return false;
      let block = el.parentElement;
      while (block && inline(block)) block = block.parentElement;
      return !!block && /\w/.test(lineText(block));
    };
    const spaced = (el: HTMLElement, r: DOMRect) => {
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      return controls.every((o) => {
        if (o === el || o.contains(el) || el.contains(o)) return true;
        const q = box(o);
        if (!big(q)) return Math.hypot(q.left + q.width / 2 - cx, q.top + q.height / 2 - cy) >= min;
        const dx = Math.max(q.left - cx, 0, cx - q.right);
        const dy = Math.max(q.top - cy, 0, cy - q.bottom);
        return Math.hypot(dx, dy) >= min / 2;
      });
    };
    const out: { what: string; w: number; h: number; why: string }[] = [];
    for (const el of controls) {
      const r = box(el);
      if (big(r)) continue;
      // A check box or radio is tapped through its label.
      if (el instanceof HTMLInputElement && [...(el.labels ?? [])].some((l) => big(box(l)))) continue;
      if (inRunningText(el)) {
        if (!spaced(el, r)) out.push({ what: name(el), w: Math.round(r.width), h: Math.round(r.height), why: 'in running text, less than 44 px from another control' });
        continue;
      }
      out.push({ what: name(el), w: Math.round(r.width), h: Math.round(r.height), why: 'smaller than 44 × 44 px' });
    }
    window.scrollTo(0, 0);
    return out;
  }, [TAP_MIN, scope] as const);
}

/** Checks the controls inside `scope` (the whole page by default). */
export async function expectTapTargets(page: Page, label: string, scope = 'body') {
  const short = await shortTargets(page, scope);
  expect.soft(short.map((s) => `${label}: ${s.what} is ${s.w} × ${s.h} px, ${s.why}`), `controls under 44 px on ${label}`).toEqual([]);
}
