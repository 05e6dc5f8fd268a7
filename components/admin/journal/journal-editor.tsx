'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { notify } from '@/components/admin/action-feedback';
import { formatDate } from '@/lib/domain/format';
import type { JournalPost } from '@/lib/domain/journal';
import { MESSAGES } from '@/lib/domain/messages';
import { deleteJournalPostAction } from './actions';
import { JournalPostForm } from './journal-post-form';
import styles from './journal-admin.module.css';
import { ScriptButton } from '../script-button';

/**
 * The litter hub's Journal section: the new-update form first (the owner opens the hub on a phone
 * and writes), then the posts, newest first, each with Edit (the same form, in place) and Delete.
 */
export function JournalEditor({ litterId, posts }: { litterId: string; posts: JournalPost[] }) {
  const router = useRouter();
  const [formKey, setFormKey] = useState(0);
  const [editing, setEditing] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [pending, startTransition] = useTransition();

  function saved(message: string) {
    setAnnouncement(message);
    setEditing(null);
    // A fresh, empty form for the next update.
    setFormKey((k) => k + 1);
    router.refresh();
  }

  function remove(post: JournalPost) {
    if (!window.confirm(MESSAGES.journal.confirmDelete(post.title || formatDate(post.date)))) return;
    startTransition(async () => {
      let result;
      try {
        result = await deleteJournalPostAction(post.id);
      } catch {
        result = { status: 'error' as const, message: MESSAGES.journal.deleteFailed };
      }
      notify(result);
      setAnnouncement(result.message ?? '');
      if (result.status === 'ok') router.refresh();
    });
  }

  return (
    <div className={styles.editor}>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <JournalPostForm key={formKey} litterId={litterId} post={null} onSaved={saved} />
      {posts.length === 0 ? (
        <p className={styles.muted}>No updates yet: the first one shows on the litter’s page as soon as it is posted.</p>
      ) : (
        <ol className={styles.posts} aria-label="Updates, newest first">
          {posts.map((p) => (
            <li key={p.id} className={styles.postRow}>
              {editing === p.id ? (
                <JournalPostForm litterId={litterId} post={p} onSaved={saved} onCancel={() => setEditing(null)} />
              ) : (
                <>
                  <div className={styles.postSummary}>
                    <p className={styles.postWhen}>
                      <time dateTime={p.date}>{formatDate(p.date)}</time>
                      <span className={p.visibility === 'public' ? styles.tagPublic : styles.tagFamilies}>
                        {p.visibility === 'public' ? 'Everyone' : 'Reserved families only'}
                      </span>
                    </p>
                    {p.title && <p className={styles.postTitle}>{p.title}</p>}
                    {p.body && <p className={styles.postBody}>{p.body}</p>}
                    {p.media.length > 0 && (
                      <p className={styles.muted}>
                        {p.media.filter((m) => m.kind === 'photo').length} photo(s), {p.media.filter((m) => m.kind === 'video').length} video(s)
                      </p>
                    )}
                  </div>
                  <div className={styles.rowButtons}>
                    <ScriptButton className="btn btn-outline" onClick={() => setEditing(p.id)} disabled={pending}>
                      Edit<span className="visually-hidden"> the update of {formatDate(p.date)}</span>
                    </ScriptButton>
                    <ScriptButton className="btn btn-outline" onClick={() => remove(p)} disabled={pending}>
                      Delete<span className="visually-hidden"> the update of {formatDate(p.date)}</span>
                    </ScriptButton>
                  </div>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
