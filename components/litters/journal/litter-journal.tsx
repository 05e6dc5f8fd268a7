import { MESSAGES } from '@/lib/domain/messages';
import { load } from '@/lib/server/data';
import { getPublicJournal } from '@/lib/server/journal';
import { FamilyJournalIsland } from './family-journal-island';
import { JournalPostList } from './journal-post';
import styles from './journal.module.css';

/**
 * The litter journal on /litters/[id] (docs/litters.md): the litter's public posts, read through the
 * shared cache (tagged per litter, so the page stays static/ISR), newest first; then a client
 * island that asks the session-checked route for the families-only posts once the visitor is
 * signed in. Nothing of a families-only post is in this page or its payload. A failed read shows a
 * message in this section only (and the page is not cached: see load()).
 */
export async function LitterJournal({ litterId }: { litterId: string }) {
  const loaded = await load('litter journal', () => getPublicJournal(litterId));
  const posts = loaded.ok ? loaded.data : [];
  return (
    <section className={styles.section} aria-labelledby="litter-journal-heading">
      <h2 id="litter-journal-heading">{MESSAGES.journal.heading}</h2>
      {!loaded.ok ? (
        <p role="alert" className={styles.empty}>
          {MESSAGES.journal.publicLoadError}
        </p>
      ) : posts.length === 0 ? (
        <p className={styles.empty}>{MESSAGES.journal.empty}</p>
      ) : (
        <JournalPostList posts={posts} className={styles.list} />
      )}
      <FamilyJournalIsland litterId={litterId} />
    </section>
  );
}
