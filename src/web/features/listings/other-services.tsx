import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../components/icons';
import { LISTING_KINDS, LISTINGS, type ListingKind } from './listing-config';
import { ListingIcon } from './listing-icons';

/** docs/product/storefront.md#pages-and-routes: an "Other Services" section below each listing, linking to the other five. */
export function OtherServices({ current }: { current: ListingKind }) {
  const { i18n } = useLingui();
  const others = LISTING_KINDS.filter((kind) => kind !== current);
  return (
    <section aria-labelledby="other-services-title" className="border-t border-brand-100 bg-white">
      <div className="container-page py-12 sm:py-16">
        <h2 id="other-services-title" className="section-title">
          <Trans>Other Services</Trans>
        </h2>
        <p className="mt-2 text-muted">
          <Trans>More ways Saarthi helps you on the road.</Trans>
        </p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {others.map((kind) => {
            const listing = LISTINGS[kind];
            return (
              <li key={kind}>
                <Link
                  to={listing.path}
                  className="group flex h-full items-center gap-4 rounded-card border border-brand-100 bg-surface p-4 transition hover:-translate-y-0.5 hover:border-brand-200 hover:bg-white hover:shadow-card lg:flex-col lg:items-start"
                >
                  <span className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-brand-600 text-white transition-colors group-hover:bg-accent-400 group-hover:text-brand-900">
                    <ListingIcon kind={kind} className="h-6 w-6" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center gap-1 font-semibold text-brand-900">
                      {i18n._(listing.title)}
                      <ArrowRightIcon className="h-4 w-4 shrink-0 opacity-0 transition-opacity group-hover:opacity-100" />
                    </span>
                    <span className="mt-0.5 block text-sm text-muted">{i18n._(listing.blurb)}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
