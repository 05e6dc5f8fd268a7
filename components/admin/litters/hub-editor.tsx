'use client';

import { useId, useState, type ReactNode } from 'react';
import styles from './litters-admin.module.css';

/**
 * An editor that folds away on the litter hub: a native disclosure (`<details>`), so it opens before
 * the script runs and with none at all. The form inside is an admin form (its submit waits for the
 * script, docs/admin-forms.md). `close` folds it up, starts the form afresh from what is stored and
 * gives the focus back to the summary: Cancel and a successful save call it.
 */
export function HubEditor({ summary, children }: { summary: ReactNode; children: (close: () => void) => ReactNode }) {
  const summaryId = useId();
  const [round, setRound] = useState(0);
  function close() {
    // The disclosure stays the browser's own (it may have been opened before the script ran).
    const summary = document.getElementById(summaryId);
    if (summary?.parentElement instanceof HTMLDetailsElement) summary.parentElement.open = false;
    summary?.focus();
    setRound((r) => r + 1);
  }
  return (
    <details className={styles.editor}>
      <summary id={summaryId}>{summary}</summary>
      <div key={round} className={styles.editorBody}>
        {children(close)}
      </div>
    </details>
  );
}
