import { useEffectEvent, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { raiseToastLayer } from '../lib/toast-layer';

interface DialogProps {
  /** The id of the element that names the dialog (its title); or give `label`. */
  labelledBy?: string;
  label?: string;
  /** Asked to close: Escape, or a click on the backdrop unless `closeOnBackdrop` is false. */
  onClose: () => void;
  closeOnBackdrop?: boolean;
  /** The dialog's box: size, place, background. Its content goes inside without padding of
   * its own, so that a click on the dialog element itself is a click on the backdrop. */
  className: string;
  children: ReactNode;
}

/**
 * A modal dialog, the browser's own `<dialog>` opened with showModal(): the browser keeps focus
 * inside, makes the page behind inert and lays the dialog over everything (the top layer).
 * Mounted means open. Focus goes to the element marked `data-autofocus`, else to the first one
 * that takes it; Escape and the backdrop ask `onClose`; the page behind does not scroll; and
 * when the dialog goes, focus goes back to the element that had it before.
 */
export function Dialog({
  labelledBy,
  label,
  onClose,
  closeOnBackdrop = true,
  className,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  /** Where a press on the dialog began: a drag from inside that ends outside is no dismissal. */
  const pressedOnBackdrop = useRef(false);
  const close = useEffectEvent(onClose);

  useLayoutEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement as HTMLElement | null;
    let unmounting = false;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    // Toasts shown while the dialog is open must stay above it, in the top layer too.
    raiseToastLayer();

    // Escape asks to close (`cancel`); the dialog stays open until its owner unmounts it. A
    // browser may still close it without asking (a second Escape with no click between): then
    // the owner is told too, so that what it shows and the dialog agree.
    function onCancel(event: Event) {
      event.preventDefault();
      close();
    }
    function onNativeClose() {
      if (!unmounting) close();
    }
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      unmounting = true;
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      document.body.style.overflow = overflow;
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-label={label}
      // The browser's own dialog colours (CanvasText) give way to the page's.
      className={`text-inherit ${className}`}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // The backdrop belongs to the dialog element: a click there targets the element itself.
        if (closeOnBackdrop && pressedOnBackdrop.current && event.target === event.currentTarget)
          onClose();
        pressedOnBackdrop.current = false;
      }}
    >
      {children}
    </dialog>,
    document.body,
  );
}
