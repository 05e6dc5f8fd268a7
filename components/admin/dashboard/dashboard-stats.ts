import type { PuppyCounts, StudCounts } from '@/lib/backend/types';
import type { ApplicationCounts } from '@/lib/domain/application';
import { countOf } from '@/lib/domain/format';

export type DashboardCard = {
  key: string;
  label: string;
  count: number;
  hint: string;
  /** The tab that manages these; null when that tab does not exist (yet). */
  href: string | null;
};

type DashboardInput = {
  /** From count queries (PuppyStore.countAll, docs/scale.md): no entry is read for the Dashboard. */
  puppies: PuppyCounts;
  studs: StudCounts;
  galleryCount: number;
  /** Contact messages in the outbox (count queries); null when they could not be read. */
  messages: { total: number; unhandled: number } | null;
  /** Families' applications per status (count queries, docs/family-journey.md); null or absent when they could not be read. */
  applications?: ApplicationCounts | null;
  /** Hrefs of the admin tabs that exist. */
  tabs: readonly string[];
};


/**
 * The counts on the Dashboard. Available and reserved count puppies shown on the site; hidden ones
 * (public false) are counted once, under Hidden, whatever their status.
 */
export function dashboardCards({ puppies, studs, galleryCount, messages, applications, tabs }: DashboardInput): DashboardCard[] {
  const tab = (href: string) => (tabs.includes(href) ? href : null);
  const hiddenLitters = puppies.hiddenLitters;
  const availableStuds = studs.available;

  const cards: DashboardCard[] = [
    {
      key: 'available',
      label: 'Available puppies',
      count: puppies.availablePuppies,
      hint: 'Listed on the Puppies page',
      href: tab('/admin/puppies'),
    },
    {
      key: 'reserved',
      label: 'Reserved puppies',
      count: puppies.reservedPuppies,
      hint: 'Listed with a Reserved badge',
      href: tab('/admin/puppies'),
    },
    {
      key: 'hidden',
      label: 'Hidden puppies',
      count: puppies.hiddenPuppies,
      hint: 'Not shown to visitors',
      href: tab('/admin/puppies'),
    },
    {
      key: 'litters',
      label: 'Litters',
      count: puppies.litters,
      hint: hiddenLitters ? `${hiddenLitters} hidden from visitors` : 'Upcoming litters with a waitlist',
      href: tab('/admin/puppies'),
    },
    {
      key: 'studs',
      label: 'Available studs',
      count: availableStuds,
      hint: `${availableStuds} of ${countOf(studs.total, 'stud')} listed`,
      href: tab('/admin/studs'),
    },
    {
      key: 'gallery',
      label: 'Gallery images',
      count: galleryCount,
      hint: 'Shown on the Gallery page and home carousel',
      href: tab('/admin/gallery'),
    },
  ];
  // Messages appear once the contact outbox holds some or the Messages tab exists.
  if (messages && (messages.total > 0 || tab('/admin/messages'))) {
    cards.push({
      key: 'messages',
      label: 'Unhandled messages',
      count: messages.unhandled,
      hint: `${countOf(messages.total, 'contact message')} in total`,
      href: tab('/admin/messages'),
    });
  }
  // New (submitted) applications, once there are any or the Applications tab exists.
  if (applications && (applications.total > 0 || tab('/admin/applications'))) {
    cards.push({
      key: 'applications',
      label: 'New applications',
      count: applications.submitted,
      hint: `${countOf(applications.total, 'application')} in total`,
      href: tab('/admin/applications'),
    });
  }
  return cards;
}
