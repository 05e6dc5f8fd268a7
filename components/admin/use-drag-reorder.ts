'use client';

import { useState } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';

/**
 * Drag and drop of the rows of an ordered list (litters, a litter's puppies, a waitlist). The list
 * keeps its own Move up / Move down buttons as the keyboard way; this hook only turns a drop of row
 * `from` on row `to` into `onMove(from, to)`. Spread `rowProps(i, id)` on each row's `<li>`;
 * `dragging` and `over` say which row is lifted and which one it is over, for styling. Rows are
 * draggable only once hydrated: before, a drag would land nowhere (docs/admin-forms.md).
 */
export function useDragReorder(ids: readonly string[], onMove: (from: number, to: number) => void, disabled: boolean) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const hydrated = useHydrated();
  const stop = () => {
    setDragging(null);
    setOver(null);
  };

  function rowProps(i: number, id: string): React.LiHTMLAttributes<HTMLLIElement> {
    return {
      draggable: hydrated && !disabled,
      onDragStart: (e) => {
        setDragging(i);
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', id);
      },
      onDragOver: (e) => {
        e.preventDefault();
        setOver(i);
      },
      onDragLeave: () => setOver((o) => (o === i ? null : o)),
      onDrop: (e) => {
        e.preventDefault();
        // Another window's drag (or a lost dragstart) carries only the id.
        const from = dragging ?? ids.indexOf(e.dataTransfer.getData('text/plain'));
        stop();
        if (from >= 0) onMove(from, i);
      },
      onDragEnd: stop,
    };
  }

  /** Whether row `i` is where the lifted row would land. */
  const isDropTarget = (i: number) => over === i && dragging !== i;
  return { rowProps, dragging, isDropTarget };
}
