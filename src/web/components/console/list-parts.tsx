import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SearchIcon } from '../icons';
import { useFailureReason } from './failure';
import { Alert, CouldNotLoad } from './page-parts';

// A portal page's list (the fleet, the drivers, the leads, the reviews) while it loads, and when
// it is read page by page. A list that fails before any of it came: `CouldNotLoad` (page-parts).

/** Placeholder cards while a list loads, as tall as its cards; the text is for screen readers. */
export function ListSkeleton({
  label,
  cardHeight,
}: {
  label: ReactNode;
  /** A height class (`h-36`) close to the list's own cards, so the page does not jump. */
  cardHeight: string;
}) {
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((index) => (
        <div key={index} className={`card ${cardHeight} animate-pulse`} aria-hidden="true" />
      ))}
    </div>
  );
}

/**
 * Below a list read page by page (newest first): "Load more" while there is more, and when a
 * next page failed, why, with the button offering to try again. The pages already shown stay.
 */
export function LoadMore({
  query,
  label,
  failed,
}: {
  query: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    error: unknown;
    fetchNextPage: () => unknown;
  };
  /** The button's words: "Load more leads". */
  label: ReactNode;
  /** What failed, given the reason: "More leads could not be loaded: {reason}". */
  failed: (reason: string) => ReactNode;
}) {
  const reasonOf = useFailureReason();
  const failure = query.isFetchNextPageError ? reasonOf(query.error) : null;
  return (
    <>
      {failure ? <Alert>{failed(failure)}</Alert> : null}
      {query.hasNextPage ? (
        <div className="flex justify-center">
          <button
            type="button"
            className="btn-outline w-full sm:w-auto sm:min-w-56"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? (
              <Trans>Loading more…</Trans>
            ) : failure ? (
              <Trans>Try loading more again</Trans>
            ) : (
              label
            )}
          </button>
        </div>
      ) : null}
    </>
  );
}

/**
 * A search form's buttons in the console's lists: search, and once a search is shown, the way
 * back to the whole list (`clearTo`, the list's own address).
 */
export function SearchActions({ searched, clearTo }: { searched: boolean; clearTo: string }) {
  return (
    <div className="mt-5 flex flex-col gap-2 sm:flex-row">
      <button type="submit" className="btn-primary">
        <SearchIcon aria-hidden="true" />
        <Trans>Search</Trans>
      </button>
      {searched ? (
        <Link to={clearTo} className="btn-ghost">
          <Trans>Clear the search</Trans>
        </Link>
      ) : null}
    </div>
  );
}

/** What a list of cards needs of its query (TanStack Query's answer). */
export interface CardListQuery<T> {
  data?: T[];
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  isRefetching: boolean;
}

/** A list of cards read at once, as it loads, fails, is empty or is there: one card an item. */
export function CardList<T extends { _id: string }>({
  query,
  loadingLabel,
  empty,
  cardHeight = 'h-40',
  children,
}: {
  query: CardListQuery<T>;
  loadingLabel: string;
  empty: ReactNode;
  /** The placeholder cards' height, near the real cards'. */
  cardHeight?: string;
  children: (item: T) => ReactNode;
}) {
  if (query.isPending) return <ListSkeleton label={loadingLabel} cardHeight={cardHeight} />;
  if (query.isError) return <CouldNotLoad query={query} />;
  const items = query.data ?? [];
  if (items.length === 0) return <p className="card p-6 text-center text-muted">{empty}</p>;
  return (
    <ul className="space-y-4">
      {items.map((item) => (
        <li key={item._id}>{children(item)}</li>
      ))}
    </ul>
  );
}
