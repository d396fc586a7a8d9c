import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../lib/use-focus-trap';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** `wide` for what needs room to be read (a document's page); forms stay narrow. */
  size?: 'narrow' | 'wide';
}

/** A dialog that traps focus, closes on Escape and on the backdrop, and gives focus back. */
export function Modal({ title, onClose, children, size = 'narrow' }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, { onEscape: onClose });

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div className="absolute inset-0 bg-black/50" aria-hidden="true" onClick={onClose} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`card relative z-10 max-h-[calc(100vh-2rem)] w-full overflow-y-auto p-6 ${size === 'wide' ? 'max-w-4xl' : 'max-w-md'}`}
      >
        <h2 id={titleId} className="mb-4 text-lg font-semibold text-brand-900">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
