/**
 * "A toast is wanted on this page": how a toaster that waits for first use (the public pages'
 * ToastOutlet, the account pages' AuthToaster) learns that it is time to load sonner. The flag
 * covers a toast asked for before the toaster mounted (a page's effect runs before its layout's);
 * the event covers one asked for after.
 */
export const TOAST_WANTED = 'app:toast-wanted';

let wanted = false;

/** Says that this page wants to show a toast (every time: a toaster whose load failed listens again). */
export function wantToast(): void {
  wanted = true;
  window.dispatchEvent(new Event(TOAST_WANTED));
}

/** Whether a toast has been wanted on this page yet. */
export function toastWanted(): boolean {
  return wanted;
}
