import { useEffect } from 'react';
import { PRODUCT_NAME } from '@shared/constants';

/**
 * Sets the browser tab title while the calling page is shown, and puts the previous title back
 * when it goes away. Pass the page's own title ("About us"); " · Saarthi" is added unless the
 * title already names the product.
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title.includes(PRODUCT_NAME) ? title : `${title} · ${PRODUCT_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
