export const ADMIN_TABS = [
  { href: '/admin', label: 'Dashboard' },
  { href: '/admin/basic-info', label: 'Basic Info' },
  { href: '/admin/gallery', label: 'Gallery' },
  { href: '/admin/puppies', label: 'Puppies' },
  // docs/litters.md: litters with their life, puppies and order.
  { href: '/admin/litters', label: 'Litters' },
  { href: '/admin/studs', label: 'Studs' },
  // docs/litters.md: dams and sires with their health clearances.
  { href: '/admin/parents', label: 'Parents' },
  // docs/testimonials.md: families' words, shown with their consent.
  { href: '/admin/testimonials', label: 'Testimonials' },
  // docs/family-journey.md: families' applications and the family hub.
  { href: '/admin/applications', label: 'Applications' },
  // docs/contracts.md: purchase contract templates (issued and signed on each family's page).
  { href: '/admin/contracts', label: 'Contracts' },
  { href: '/admin/messages', label: 'Messages' },
  // docs/family-journey.md: the mail the site sends itself (lib/mail) with its delivery state.
  { href: '/admin/outbox', label: 'Outbox' },
  // Beyond the spec: the owner's own password.
  { href: '/admin/account', label: 'Account' },
] as const;
