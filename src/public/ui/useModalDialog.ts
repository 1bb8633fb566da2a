import { useEffect, type RefObject } from 'react';

/**
 * Shows a <dialog> as modal while the component is mounted: the page behind is inert and does not
 * scroll, and focus returns to what had it before, the button that opened it.
 */
export function useModalDialog(dialogRef: RefObject<HTMLDialogElement | null>) {
  useEffect(() => {
    const dialog = dialogRef.current!;
    const opener = document.activeElement as HTMLElement | null;
    dialog.showModal();
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = '';
      opener?.focus();
    };
  }, [dialogRef]);
}
