'use client';

import { useState, useTransition } from 'react';
import { moveItem } from '@/lib/domain/litter';
import { notify } from '../action-feedback';
import { useDragReorder } from '../use-drag-reorder';
import { reorderEntriesAction } from './actions';
import styles from './litters-admin.module.css';
import { ScriptButton } from '../script-button';

type ReorderItem = { id: string; label: string; detail?: string; href?: string; /** Controls of the row (after the label). */ extra?: React.ReactNode };

/**
 * Drag-and-drop order of entries (puppies of a litter, or litters), with Move up / Move down
 * buttons as the keyboard way. Each move is saved at once (reorderEntriesAction writes `order`);
 * a failed save puts the list back as it was.
 */
export function ReorderList({ items, label }: { items: ReorderItem[]; label: string }) {
  const [order, setOrder] = useState(items);
  const [pending, startTransition] = useTransition();
  const [live, setLive] = useState('');
  // A new list from the server (the action's re-rendered page) replaces the local one.
  const [source, setSource] = useState(items);
  if (source !== items) {
    setSource(items);
    setOrder(items);
  }

  function move(from: number, to: number) {
    if (to < 0 || to >= order.length || from === to) return;
    const before = order;
    const next = moveItem(order, from, to);
    setOrder(next);
    startTransition(async () => {
      let result;
      try {
        result = await reorderEntriesAction(next.map((i) => i.id));
      } catch {
        result = { status: 'error' as const, message: 'Could not save the new order.' };
      }
      notify(result);
      // reorderEntriesAction revalidates, so its answer already carries the new list: no router.refresh().
      if (result.status === 'ok') {
        setLive(`${next[to]!.label} moved to position ${to + 1} of ${next.length}.`);
      } else {
        setOrder(before);
        setLive(result.message ?? '');
      }
    });
  }

  const drag = useDragReorder(
    order.map((item) => item.id),
    move,
    pending,
  );

  if (order.length === 0) return null;
  return (
    <>
      <ol className={styles.reorder} aria-label={label} aria-busy={pending}>
        {order.map((item, i) => (
          <li
            key={item.id}
            {...drag.rowProps(i, item.id)}
            className={`${styles.reorderItem} ${drag.dragging === i ? styles.dragging : ''} ${drag.isDropTarget(i) ? styles.dropTarget : ''}`}
          >
            <span className={styles.grip} aria-hidden="true">
              ⠿
            </span>
            <span className={styles.reorderLabel}>
              {item.href ? <a href={item.href}>{item.label}</a> : item.label}
              {item.detail && <span className={styles.reorderDetail}>{item.detail}</span>}
            </span>
            {item.extra}
            <span className={styles.reorderButtons}>
              <ScriptButton className="btn btn-outline" disabled={pending || i === 0} onClick={() => move(i, i - 1)} aria-label={`Move ${item.label} up`}>
                ↑
              </ScriptButton>
              <ScriptButton
                className="btn btn-outline"
                disabled={pending || i === order.length - 1}
                onClick={() => move(i, i + 1)}
                aria-label={`Move ${item.label} down`}
              >
                ↓
              </ScriptButton>
            </span>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" role="status" aria-live="polite">
        {live}
      </p>
    </>
  );
}
