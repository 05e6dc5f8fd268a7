import path from 'node:path';
import type { Backend } from '../types';
import { createLocalApplicationStore } from './applications';
import { createLocalLedgerStore } from './ledger';
import { createLocalPaymentEventStore } from './payments';
import { createLocalContractStore } from './contracts';
import { createLocalMailDeliveryStore, createLocalSubscriberStore } from './mail';
import { createLocalWaitlistStore } from './waitlists';
import { createLocalCacheStore } from './cache';
import { openDb, type Db } from './db';
import { createLocalFamilyStore, createLocalJournalStore } from './journal';
import { createLocalMediaStore } from './media';
import { createLocalMediaSetStore } from './media-sets';
import { createLocalOutbox } from './outbox';
import { createLocalParentStore } from './parents';
import { createLocalLitterStore } from './litters';
import { createLocalPuppyStore } from './puppies';
import { createLocalRateLimitStore } from './rate-limits';
import { seedIfNew, type SeedOptions } from './seed';
import { createLocalOwnerNoticeStore } from './owner-notices';
import { createLocalSettingsStore } from './settings';
import { createLocalSitemapStore } from './sitemap';
import { createLocalStudStore } from './studs';
import { createLocalTestimonialStore } from './testimonials';
import { createLocalUserStore } from './users';
import { createLocalEmailVerificationStore } from './verification';
import { createLocalRecordStore } from './records';

export type LocalBackend = Backend & { db: Db; close(): void };

/** The embedded default: one SQLite file (WAL) and an uploads folder under dataDir. */
export async function createLocalBackend(opts: Omit<SeedOptions, 'log'> & { seed?: boolean; log?: SeedOptions['log'] }): Promise<LocalBackend> {
  const db = openDb(opts.dataDir);
  const backend: LocalBackend = {
    kind: 'local',
    identity: null,
    db,
    puppies: createLocalPuppyStore(db),
    litters: createLocalLitterStore(db),
    studs: createLocalStudStore(db),
    parents: createLocalParentStore(db),
    testimonials: createLocalTestimonialStore(db),
    settings: createLocalSettingsStore(db),
    ownerNotices: createLocalOwnerNoticeStore(db),
    users: createLocalUserStore(db),
    media: createLocalMediaStore(db, path.join(opts.dataDir, 'uploads')),
    mediaSets: createLocalMediaSetStore(db),
    rateLimits: createLocalRateLimitStore(db),
    outbox: createLocalOutbox(db),
    journal: createLocalJournalStore(db),
    families: createLocalFamilyStore(db),
    applications: createLocalApplicationStore(db),
    waitlists: createLocalWaitlistStore(db),
    ledger: createLocalLedgerStore(db),
    paymentEvents: createLocalPaymentEventStore(db),
    contracts: createLocalContractStore(db),
    mailDeliveries: createLocalMailDeliveryStore(db),
    subscribers: createLocalSubscriberStore(db),
    emailVerifications: createLocalEmailVerificationStore(db),
    records: createLocalRecordStore(db),
    cache: createLocalCacheStore(db),
    sitemap: createLocalSitemapStore(db),
    close: () => db.close(),
  };
  if (opts.seed !== false) await seedIfNew(db, backend, opts);
  return backend;
}
