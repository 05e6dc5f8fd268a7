import type { Firestore } from 'firebase-admin/firestore';
import type { Backend } from '../types';
import { openFirebaseApp } from './app';
import { createFirebaseApplicationStore } from './applications';
import { createFirebaseLedgerStore } from './ledger';
import { createFirebasePaymentEventStore } from './payments';
import { createFirebaseContractStore } from './contracts';
import { createFirebaseMailDeliveryStore, createFirebaseSubscriberStore } from './mail';
import { createFirebaseWaitlistStore } from './waitlists';
import { createFirebaseCacheStore } from './cache';
import type { FirebaseConfig } from '@/lib/config/firebase';
import { createFirebaseIdentity } from './identity';
import { createFirebaseFamilyStore, createFirebaseJournalStore } from './journal';
import { createFirebaseMediaStore } from './media';
import { createFirebaseMediaSetStore } from './media-sets';
import { createFirebaseOutbox } from './outbox';
import { createFirebaseParentStore } from './parents';
import { createFirebaseLitterStore } from './litters';
import { createFirebasePuppyStore } from './puppies';
import { createFirebaseRateLimitStore } from './rate-limits';
import { createFirebaseOwnerNoticeStore } from './owner-notices';
import { createFirebaseSettingsStore } from './settings';
import { createFirebaseSitemapStore } from './sitemap';
import { createFirebaseStudStore } from './studs';
import { createFirebaseTestimonialStore } from './testimonials';
import { createFirebaseUserStore } from './users';
import { createFirebaseEmailVerificationStore } from './verification';
import { createFirebaseRecordStore } from './records';

export type { FirebaseConfig } from '@/lib/config/firebase';
export { parseFirebaseConfig } from '@/lib/config/firebase';

/** The port plus the Firestore handle (scripts and tests; pages use only the port) and close(). */
export type FirebaseBackend = Backend & { db: Firestore; close(): Promise<void> };

/**
 * Firestore + Cloud Storage + Firebase Auth through firebase-admin (docs/product.md §3, §7).
 * Nothing is seeded on open (`npm run seed` adds the demo on request): a project starts empty, and its first admin is promoted with
 * `npm run admin -- promote <email>`.
 */
export async function createFirebaseBackend(config: FirebaseConfig): Promise<FirebaseBackend> {
  const fb = openFirebaseApp(config);
  return {
    kind: 'firebase',
    db: fb.db,
    identity: createFirebaseIdentity(fb.auth, { emulator: !!config.emulators.auth }),
    puppies: createFirebasePuppyStore(fb.db),
    litters: createFirebaseLitterStore(fb.db),
    studs: createFirebaseStudStore(fb.db),
    parents: createFirebaseParentStore(fb.db),
    testimonials: createFirebaseTestimonialStore(fb.db),
    settings: createFirebaseSettingsStore(fb.db),
    ownerNotices: createFirebaseOwnerNoticeStore(fb.db),
    users: createFirebaseUserStore(fb.db),
    media: createFirebaseMediaStore(fb.bucket, { bucket: config.storageBucket, emulatorHost: config.emulators.storage }),
    mediaSets: createFirebaseMediaSetStore(fb.db),
    rateLimits: createFirebaseRateLimitStore(fb.db),
    outbox: createFirebaseOutbox(fb.db),
    journal: createFirebaseJournalStore(fb.db),
    families: createFirebaseFamilyStore(fb.db),
    applications: createFirebaseApplicationStore(fb.db),
    waitlists: createFirebaseWaitlistStore(fb.db),
    ledger: createFirebaseLedgerStore(fb.db),
    paymentEvents: createFirebasePaymentEventStore(fb.db),
    contracts: createFirebaseContractStore(fb.db),
    mailDeliveries: createFirebaseMailDeliveryStore(fb.db),
    subscribers: createFirebaseSubscriberStore(fb.db),
    emailVerifications: createFirebaseEmailVerificationStore(fb.db),
    records: createFirebaseRecordStore(fb.db),
    cache: createFirebaseCacheStore(fb.db),
    sitemap: createFirebaseSitemapStore(fb.db),
    close: fb.close,
  };
}
