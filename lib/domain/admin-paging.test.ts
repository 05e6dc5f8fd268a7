import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE, pageCount, pageHref, pageOffset, pagerItems, parseAdminPage, rangeText } from './admin-paging';

describe('admin paging', () => {
  it('reads ?page= as a page number ≥ 1, anything else as page 1', () => {
    expect(parseAdminPage(undefined)).toBe(1);
    expect(parseAdminPage('3')).toBe(3);
    expect(parseAdminPage(['4', '5'])).toBe(4);
    for (const bad of ['', '0', '-2', '1.5', 'abc', '1e3', '99999999999']) expect(parseAdminPage(bad)).toBe(1);
  });

  it('counts pages (an empty table is one page) and offsets', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(ADMIN_PAGE_SIZE)).toBe(1);
    expect(pageCount(ADMIN_PAGE_SIZE + 1)).toBe(2);
    expect(pageCount(10_000)).toBe(400);
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3)).toBe(2 * ADMIN_PAGE_SIZE);
  });

  it('gives page 1 the tab URL itself and the others ?page=N', () => {
    expect(pageHref('/admin/puppies', 1)).toBe('/admin/puppies');
    expect(pageHref('/admin/puppies', 2)).toBe('/admin/puppies?page=2');
    expect(pageHref('/admin/applications?status=submitted', 1)).toBe('/admin/applications?status=submitted');
    expect(pageHref('/admin/applications?status=submitted', 3)).toBe('/admin/applications?status=submitted&page=3');
  });

  it('shows the first, the last and two either side of the current page, with gaps', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(7, 20)).toEqual([1, null, 5, 6, 7, 8, 9, null, 20]);
    // A gap of one page shows that page instead of "…".
    expect(pagerItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 20]);
    expect(pagerItems(400, 400)).toEqual([1, null, 398, 399, 400]);
  });

  it('says which rows a page shows', () => {
    expect(rangeText(1, 25, 10_000)).toBe('Showing 1–25 of 10,000');
    expect(rangeText(400, 25, 10_000)).toBe('Showing 9,976–10,000 of 10,000');
    expect(rangeText(2, 3, 28)).toBe('Showing 26–28 of 28');
  });
});
