export const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/puppies', label: 'Puppies' },
  // Beyond the product's list (docs/litters.md): current litters and the Past litters archive.
  { href: '/litters', label: 'Litters' },
  { href: '/studs', label: 'Studs' },
  // Beyond the product's list (docs/litters.md): the dams and sires with their health clearances.
  { href: '/parents', label: 'Parents' },
  { href: '/gallery', label: 'Gallery' },
  { href: '/about', label: 'About' },
  // Beyond the product's list (docs/family-journey.md): the puppy application, the one path to a puppy.
  { href: '/apply', label: 'Apply' },
  { href: '/contact', label: 'Contact' },
] as const;

/** Home is active only on exactly "/"; other links also on their sub-pages (/puppies/abc). */
export function isActive(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The footer is hidden on /login, /register, /admin… and /contact (docs/product.md §2). */
export function footerHidden(pathname: string): boolean {
  return ['/login', '/register', '/admin', '/contact'].some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
