import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { CATEGORIES, type Category } from '@shared/constants';
import { INCLUDED_HOURS, INCLUDED_KM, PRICE_TABLE } from '@shared/pricing';
import { ArrowRightIcon } from '../../components/icons';
import { useFormat } from '../../lib/i18n/format';
import { CATEGORY_LABELS } from '../../lib/i18n/labels';
import { paths } from '../../paths';
import { CATEGORY_ICONS } from './ride-search-form';

const TAGLINES: Record<Category, MessageDescriptor> = {
  regular: msg`Comfortable hatchbacks and sedans for city runs and family trips.`,
  prime: msg`Roomier sedans and SUVs for business travel and long highway drives.`,
  luxury: msg`Premium cars for occasions that deserve a little more.`,
};

const ACCENTS: Record<Category, string> = {
  regular: 'from-brand-500 to-brand-700',
  prime: 'from-brand-700 to-brand-900',
  luxury: 'from-brand-900 via-[#1b2b2b] to-[#3b2a0b]',
};

/**
 * The home page's "further section" (docs/product/storefront.md#pages-and-routes leaves its content open): the three ride
 * categories with their starting prices straight from the price table (docs/product/storefront.md#constants).
 */
export function RideCategories() {
  const { i18n } = useLingui();
  const format = useFormat();
  const hours = INCLUDED_HOURS;
  const km = INCLUDED_KM;
  return (
    <section aria-labelledby="categories-title" className="container-page pb-4 pt-14 sm:pt-20">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">
          <Trans>Pick your comfort</Trans>
        </p>
        <h2 id="categories-title" className="section-title mt-2">
          <Trans>Three ways to ride, one professional driver</Trans>
        </h2>
        <p className="mt-3 text-muted">
          <Trans>
            The base price covers the car and its driver for {hours} hours, and the first {km} km
            are charged at the lower rate. No self-drive, no surprises.
          </Trans>
        </p>
      </div>

      <ul className="mt-10 grid gap-6 lg:grid-cols-3">
        {CATEGORIES.map((category) => {
          const CategoryIcon = CATEGORY_ICONS[category];
          const label = i18n._(CATEGORY_LABELS[category]);
          const rates = PRICE_TABLE[category];
          const price = format.rupees(rates.base);
          const perKmFirst = format.rupees(rates.perKmFirst);
          const perKmBeyond = format.rupees(rates.perKmBeyond);
          return (
            <li
              key={category}
              className="card group flex flex-col overflow-hidden transition hover:-translate-y-1 hover:shadow-lg sm:flex-row lg:flex-col"
            >
              <div
                className={`relative bg-gradient-to-br ${ACCENTS[category]} px-6 py-5 text-white sm:flex sm:w-64 sm:shrink-0 sm:flex-col sm:justify-center lg:w-auto`}
              >
                <CategoryIcon className="absolute right-5 top-4 h-11 w-11 text-white/80" />
                <h3 className="text-xl font-bold">{label}</h3>
                <p className="mt-2 whitespace-nowrap text-sm text-white/80">
                  <Trans>
                    from <span className="text-2xl font-extrabold text-accent-300">{price}</span>
                    <span className="sr-only"> for {hours} hours</span>
                    <span aria-hidden="true"> / {hours} h</span>
                  </Trans>
                </p>
              </div>
              <div className="flex flex-1 flex-col px-6 py-5">
                <p className="text-sm text-muted">{i18n._(TAGLINES[category])}</p>
                <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
                  <div className="rounded-lg bg-surface px-2 py-2">
                    <dt className="text-[11px] text-muted">
                      <Trans>First {km} km</Trans>
                    </dt>
                    <dd className="text-sm font-semibold text-brand-900">
                      <Trans>{perKmFirst}/km</Trans>
                    </dd>
                  </div>
                  <div className="rounded-lg bg-surface px-2 py-2">
                    <dt className="text-[11px] text-muted">
                      <Trans>Beyond {km} km</Trans>
                    </dt>
                    <dd className="text-sm font-semibold text-brand-900">
                      <Trans>{perKmBeyond}/km</Trans>
                    </dd>
                  </div>
                  <div className="rounded-lg bg-surface px-2 py-2">
                    <dt className="text-[11px] text-muted">
                      <Trans>Extra hour</Trans>
                    </dt>
                    <dd className="text-sm font-semibold text-brand-900">
                      {format.rupees(rates.perExtraHour)}
                    </dd>
                  </div>
                </dl>
                <Link
                  to={paths.category(category)}
                  className="mt-5 inline-flex items-center gap-1.5 self-start text-sm font-semibold text-brand-600 hover:text-brand-900"
                >
                  <Trans>Explore {label} cars</Trans>
                  <ArrowRightIcon className="h-4 w-4 transition group-hover:translate-x-1" />
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
