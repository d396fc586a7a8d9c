import { i18n, type Messages } from '@lingui/core';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import './dialog';

// A screen that loads its code lazily (a dialog's form, a page) may take more than the default
// second to appear on a busy two-core machine; a wait still fails when it never appears.
configure({ asyncUtilTimeout: 4000 });

// jsdom lacks these browser APIs that the storefront uses.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;
if (!('IntersectionObserver' in window)) {
  class NoopIntersectionObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.assign(window, { IntersectionObserver: NoopIntersectionObserver });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// Components render in English from the real catalogues, as the app does before a reader picks
// another language (the catalogue tests cover Telugu and Hindi).
const englishCatalogs = import.meta.glob<{ messages: Messages }>('../web/locales/en/*.po', {
  eager: true,
});
for (const { messages } of Object.values(englishCatalogs)) i18n.load('en', messages);
i18n.activate('en', ['en-IN']);
