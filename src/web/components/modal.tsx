import { useId, type ReactNode } from 'react';
import { Dialog } from './dialog';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** `wide` for what needs room to be read (a document's page); forms stay narrow. */
  size?: 'narrow' | 'wide';
}

/** A dialog named by its title, closed by Escape and by the backdrop (components/dialog.tsx). */
export function Modal({ title, onClose, children, size = 'narrow' }: ModalProps) {
  const titleId = useId();
  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      className={`card m-auto max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] overflow-y-auto p-0 backdrop:bg-black/50 ${size === 'wide' ? 'max-w-4xl' : 'max-w-md'}`}
    >
      <div className="p-6">
        <h2 id={titleId} className="mb-4 text-lg font-semibold text-brand-900">
          {title}
        </h2>
        {children}
      </div>
    </Dialog>
  );
}
