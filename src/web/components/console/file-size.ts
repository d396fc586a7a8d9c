import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useFormat } from '../../lib/i18n/format';

/** A file's size as a person reads it ("240 KB", "4.7 MB"), in the reader's digits. */
export function useFileSize(): (bytes: number) => string {
  const { t } = useLingui();
  const { tag } = useFormat();
  return useCallback(
    (bytes: number) => {
      const numbers = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
      if (bytes < 1024 * 1024) {
        const kilobytes = numbers.format(Math.max(1, Math.round(bytes / 1024)));
        return t({ message: `${kilobytes} KB`, comment: 'A file size in kilobytes' });
      }
      const megabytes = numbers.format(bytes / (1024 * 1024));
      return t({ message: `${megabytes} MB`, comment: 'A file size in megabytes' });
    },
    [t, tag],
  );
}
