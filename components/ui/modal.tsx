'use client';

import { useEffect, useId, useRef } from 'react';
import styles from './modal.module.css';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog; shown as its heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  /** 'image' gives a dark full-bleed frame for enlarged photos. */
  variant?: 'panel' | 'image';
  children: React.ReactNode;
};

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert (focus stays
 * inside), Escape closes it, and focus returns to whatever opened it.
 */
export function Modal({ open, onClose, title, hideTitle, variant = 'panel', children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  // The latest onClose for the native close listener, which is attached once.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      document.documentElement.style.overflow = 'hidden';
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onNativeClose = () => {
      document.documentElement.style.overflow = '';
      returnTo.current?.focus();
      onCloseRef.current();
    };
    const onCancel = (e: Event) => {
      e.preventDefault();
      dialog.close();
    };
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('cancel', onCancel);
      document.documentElement.style.overflow = '';
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={variant === 'image' ? `${styles.dialog} ${styles.image}` : styles.dialog}
      // A click on the backdrop (the dialog element itself, outside its content) closes it.
      onClick={(e) => e.target === e.currentTarget && ref.current?.close()}
    >
      <div className={styles.frame}>
        <div className={styles.head}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={() => ref.current?.close()} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {open && children}
      </div>
    </dialog>
  );
}
