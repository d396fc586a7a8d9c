import { useEffect } from 'react';


// The product's name as each language writes it (a translated title may name it already).
// eslint-disable-next-line lingui/no-unlocalized-strings -- the brand, in its three spellings
const PRODUCT_NAMES = ['Saarthi', 'సారథి', 'सारथी'];

/**
 * Sets the browser tab title while the calling page is shown, and puts the previous title back
 * when it goes away. Pass the page's own title ("About us"); " · Saarthi" is added unless the
 * title already names the product.
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = PRODUCT_NAMES.some((name) => title.includes(name)) ? title : `${title} · ${PRODUCT_NAMES[0]}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
