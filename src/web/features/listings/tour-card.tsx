import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Tour } from '@shared/contracts/listings';
import { CheckIcon, ChevronRightIcon, ClockIcon, MapPinIcon, XIcon } from '../../components/icons';
import { EnglishNote, langOf } from '../../components/content-language';
import { ImageWithFallback } from '../../components/image-with-fallback';
import { useFormat } from '../../lib/i18n/format';
import { ListingCard } from './card-parts';

/**
 * docs/product/storefront.md#pages-and-routes: image (fallback on error), title, destination, duration and price, description,
 * includes, excludes, itinerary (day and description). The itinerary folds away so cards stay
 * scannable; it is a native details element, so it works by keyboard with no script.
 */
export function TourCard({ tour }: { tour: Tour }) {
  const { t } = useLingui();
  const format = useFormat();
  const id = useId();
  const price = format.rupees(tour.price);
  const { destination, duration } = tour;
  return (
    <ListingCard labelledBy={id}>
      <div className="relative">
        <ImageWithFallback
          src={tour.image}
          alt={tour.title}
          lang={langOf(tour, 'title')}
          width={480}
          height={320}
          className="aspect-[3/2] w-full bg-brand-50 object-cover"
        />
        <p className="absolute right-3 top-3 rounded-full bg-white/95 px-3 py-1 text-sm font-bold text-brand-900 shadow">
          <Trans>
            <span className="sr-only">Price: </span>
            {price}
          </Trans>
        </p>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <EnglishNote item={tour} fields={['title', 'description']}>
            <Trans>In English</Trans>
          </EnglishNote>
          <h3
            id={id}
            lang={langOf(tour, 'title')}
            className="text-base font-semibold leading-snug text-brand-900"
          >
            {tour.title}
          </h3>
          <p className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
            <span className="inline-flex items-center gap-1.5">
              <MapPinIcon className="h-4 w-4 text-brand-500" />
              <Trans>
                <span className="sr-only">Destination: </span>
                {destination}
              </Trans>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <ClockIcon className="h-4 w-4 text-brand-500" />
              <Trans>
                <span className="sr-only">Duration: </span>
                {duration}
              </Trans>
            </span>
          </p>
        </div>
        <p lang={langOf(tour, 'description')} className="text-sm text-ink/80">
          {tour.description}
        </p>
        <TermList title={t`Includes`} items={tour.includes} tone="yes" />
        <TermList title={t`Excludes`} items={tour.excludes} tone="no" />
        <details className="group mt-auto rounded-lg border border-brand-100 open:bg-brand-50/60">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
            <Trans>View itinerary</Trans>
            <ChevronRightIcon className="h-4 w-4 transition-transform group-open:rotate-90" />
          </summary>
          <ol className="space-y-2 px-3 pb-3 pt-1">
            {tour.itinerary.map(({ day, description }) => (
              <li key={day} className="flex gap-3 text-sm">
                <span className="shrink-0 rounded-md bg-brand-600 px-2 py-0.5 text-xs font-semibold leading-5 text-white">
                  <Trans>Day {day}</Trans>
                </span>
                <span className="text-ink/80">{description}</span>
              </li>
            ))}
          </ol>
        </details>
      </div>
    </ListingCard>
  );
}

function TermList({ title, items, tone }: { title: string; items: string[]; tone: 'yes' | 'no' }) {
  if (items.length === 0) return null;
  const ItemIcon = tone === 'yes' ? CheckIcon : XIcon;
  return (
    <div>
      <h4 className="text-xs font-semibold uppercase tracking-wide text-muted">{title}</h4>
      <ul className="mt-1.5 space-y-1">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-2 text-sm text-ink/80">
            <ItemIcon
              className={`mt-0.5 h-4 w-4 shrink-0 ${tone === 'yes' ? 'text-success' : 'text-danger'}`}
            />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
