import { Fragment } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { CarFrontIcon } from '../../components/icons';
import { useDocumentTitle } from '../../lib/use-document-title';
import { paths } from '../../paths';

/** docs/product/storefront.md#faqs-and-blogs: unknown routes get a real 404 page that leads back to the cars. */
export function NotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  // Named as the message's placeholder, so the translations keep reading {pathname}.
  const pathname = <PathWithBreaks path={useLocation().pathname} />;

  return (
    <div className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <span className="grid h-20 w-20 place-items-center rounded-full bg-brand-50 text-4xl text-brand-600 ring-8 ring-brand-50/50">
        <CarFrontIcon />
      </span>
      <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-accent-700">
        <Trans>Error 404</Trans>
      </p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
        <Trans>Page not found</Trans>
      </h1>
      <p className="mt-3 max-w-md text-muted">
        <Trans>
          Looks like this road doesn’t go anywhere. The page{' '}
          <code className="break-words rounded bg-slate-100 px-1.5 py-0.5 text-sm text-ink">
            {pathname}
          </code>{' '}
          may have moved, or the link may be mistyped.
        </Trans>
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.home} className="btn-primary">
          <Trans>Go to the home page</Trans>
        </Link>
        <Link to={paths.allCars()} className="btn-outline">
          <Trans>Browse all cars</Trans>
        </Link>
      </div>
      <p className="mt-6 text-sm text-muted">
        <Trans>
          Need a hand?{' '}
          <Link
            to={paths.contact}
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            Contact us
          </Link>
        </Trans>
      </p>
    </div>
  );
}

/**
 * A long address may wrap on a phone: after a slash, where a reader expects it, rather than in
 * the middle of a word.
 */
function PathWithBreaks({ path }: { path: string }) {
  const parts = path.split('/');
  return parts.map((part, index) => (
    // The parts of one address never reorder: their position is their identity.
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <>
          /<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}
