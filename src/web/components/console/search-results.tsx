import type { ReactNode } from 'react';
import { useId } from 'react';
import { ListSkeleton, LoadMore } from './list-parts';
import { CouldNotLoad, Notice } from './page-parts';

type PagedQuery<Page> = Parameters<typeof LoadMore>[0]['query'] &
  Parameters<typeof CouldNotLoad>[0]['query'] & {
    isPending: boolean;
    data?: { pages: Page[] };
  };

/**
 * A searchable console list's results as they load, fail, come back empty (with the way back to
 * the whole list when a search found nothing) or are there, with "Load more" below them. A failed
 * "Load more" keeps what is already shown.
 */
export function SearchResults<Page, Item>({
  query,
  itemsOf,
  searched,
  onClear,
  icon,
  words,
  children,
  after,
}: {
  query: PagedQuery<Page>;
  itemsOf: (page: Page) => Item[];
  searched: boolean;
  onClear: () => void;
  icon: ReactNode;
  words: {
    heading: ReactNode;
    loading: ReactNode;
    failed: string;
    noMatch: string;
    noMatchHint: ReactNode;
    showAll: ReactNode;
    none: string;
    noneHint?: ReactNode;
    loadMore: ReactNode;
    moreFailed: (reason: string) => ReactNode;
  };
  children: (items: Item[]) => ReactNode;
  /** What the section shows after its list (a dialog opened from a row). */
  after?: ReactNode;
}) {
  const titleId = useId();
  let content;
  if (query.isPending) {
    content = <ListSkeleton label={words.loading} cardHeight="h-28" />;
  } else if (!query.data) {
    content = <CouldNotLoad query={query} title={words.failed} />;
  } else {
    const items = query.data.pages.flatMap(itemsOf);
    content =
      items.length > 0 ? (
        <div className="space-y-4">
          {children(items)}
          <LoadMore query={query} label={words.loadMore} failed={words.moreFailed} />
        </div>
      ) : searched ? (
        <Notice
          icon={icon}
          title={words.noMatch}
          actions={
            <button type="button" className="btn-outline" onClick={onClear}>
              {words.showAll}
            </button>
          }
        >
          {words.noMatchHint}
        </Notice>
      ) : (
        <Notice icon={icon} title={words.none}>
          {words.noneHint}
        </Notice>
      );
  }
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-3 text-xl font-bold text-brand-900">
        {words.heading}
      </h2>
      {content}
      {after}
    </section>
  );
}
