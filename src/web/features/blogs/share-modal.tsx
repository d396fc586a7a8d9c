import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { toast } from '../../lib/toast';
import { CopyIcon } from '../../components/page-icons';
import { Modal } from '../../components/modal';
import { paths } from '../../paths';

/** The address a shared blog opens at (docs/product/storefront.md#pages-and-routes: {origin}/blogs/{id}). */
export function blogShareLink(id: string): string {
  return `${window.location.origin}${paths.blog(id)}`;
}

/** docs/product/storefront.md#pages-and-routes: "Share this Blog" with a read-only link, Copy Link and Close. */
export function ShareModal({
  blogId,
  title,
  onClose,
}: {
  blogId: string;
  title: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const inputId = useId();
  const link = blogShareLink(blogId);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard not available');
      await navigator.clipboard.writeText(link);
      toast.success(t`Link copied to clipboard!`);
    } catch {
      toast.error(t`Failed to copy link.`);
    }
  }

  return (
    <Modal title={t`Share this Blog`} onClose={onClose}>
      <p className="mb-4 line-clamp-2 text-sm text-muted">{title}</p>
      <label htmlFor={inputId} className="field-label">
        <Trans>Blog link</Trans>
      </label>
      <input
        id={inputId}
        type="text"
        readOnly
        value={link}
        className="field-input bg-slate-50"
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <button type="button" className="btn-primary flex-1" onClick={() => void copy()}>
          <CopyIcon className="h-4 w-4" />
          <Trans>Copy Link</Trans>
        </button>
        <a
          className="btn-outline flex-1"
          href={`https://wa.me/?text=${encodeURIComponent(`${title} ${link}`)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Trans>Share on WhatsApp</Trans>
        </a>
      </div>
      <button type="button" className="btn-ghost mt-3 w-full" onClick={onClose}>
        <Trans>Close</Trans>
      </button>
    </Modal>
  );
}
