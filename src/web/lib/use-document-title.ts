import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';

const PRODUCT = msg({
  message: 'Saarthi',
  comment: 'The product name that ends every browser tab title',
});

/**
 * Sets the browser tab title while the calling page is shown, and puts the previous title back
 * when it goes away. Pass the page's own title ("About us"); " · Saarthi" (in the reader's
 * language) is added unless the title already names the product.
 */
export function useDocumentTitle(title: string) {
  const { i18n } = useLingui();
  const product = i18n._(PRODUCT);
  useEffect(() => {
    const previous = document.title;
    document.title = title.includes(product) ? title : `${title} · ${product}`;
    return () => {
      document.title = previous;
    };
  }, [title, product]);
}
