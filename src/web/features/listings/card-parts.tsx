import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatRating, starsFor } from '@shared/rating';
import { MapPinIcon, PhoneIcon, StarIcon } from '../../components/icons';
import { ImageWithFallback } from '../../components/image-with-fallback';
import { telHref } from '../../lib/site';

/** Indian mobiles arrive as 10 digits; show them as "98765 43210". */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `${digits.slice(0, 5)} ${digits.slice(5)}` : phone;
}

/** Dial with the country code so the link works from any phone. */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return telHref(digits.length === 10 ? `+91${digits}` : phone);
}

/**
 * The shell every card uses so the six pages look alike. `tabIndex={-1}` lets load-more move focus
 * to the first newly shown card without adding a tab stop per card.
 */
export function ListingCard({
  labelledBy,
  children,
  className = '',
}: {
  labelledBy: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <article
      tabIndex={-1}
      aria-labelledby={labelledBy}
      className={`card flex h-full flex-col overflow-hidden ring-brand-500 transition-shadow hover:shadow-lg focus:outline-none focus-visible:ring-2 ${className}`}
    >
      {children}
    </article>
  );
}

/** "Area, City 520010" with a pin (docs/product/storefront.md#pages-and-routes: city/area/pincode). */
export function Place({ area, city, pincode }: { area: string; city: string; pincode: string }) {
  return (
    <p className="flex items-start gap-2 text-sm text-muted">
      <MapPinIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-500" />
      <span>
        <Trans>
          <span className="sr-only">Location: </span>
          {area}, {city} <span className="whitespace-nowrap">{pincode}</span>
        </Trans>
      </span>
    </p>
  );
}

/** Five stars plus the spec's "N/5" text (docs/product/storefront.md#constants). */
export function Rating({ value }: { value: number }) {
  const rating = formatRating(value);
  return (
    <p className="flex items-center gap-1.5 text-sm">
      <span className="flex text-accent-400" aria-hidden="true">
        {starsFor(value).map((star, index) => (
          <span key={index} className="relative h-4 w-4">
            <StarIcon className="absolute inset-0 h-4 w-4 text-slate-200" />
            {star !== 'empty' ? (
              <span
                className={`absolute inset-y-0 left-0 overflow-hidden ${star === 'half' ? 'w-1/2' : 'w-full'}`}
              >
                <StarIcon className="h-4 w-4" />
              </span>
            ) : null}
          </span>
        ))}
      </span>
      <span className="font-semibold text-ink">
        <Trans>
          <span className="sr-only">Rated </span>
          {rating}
        </Trans>
      </span>
    </p>
  );
}

/**
 * A small photo beside the card's name, in the 3:2 shape listing images are made in, so the whole
 * picture shows. Explicit size so nothing jumps; decorative because the name is right beside it.
 */
export function Thumbnail({ src }: { src: string }) {
  return (
    <ImageWithFallback
      src={src}
      alt=""
      width={84}
      height={56}
      className="h-14 w-21 shrink-0 rounded-lg bg-brand-50 object-cover"
    />
  );
}

/** Header of the contact-style cards: photo, name and a line under it. */
export function CardHeader({
  id,
  image,
  name,
  children,
}: {
  id: string;
  image: string;
  name: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex items-center gap-3">
      <Thumbnail src={image} />
      <div className="min-w-0">
        <h3
          id={id}
          className="text-base font-semibold leading-snug text-brand-900 [overflow-wrap:anywhere]"
        >
          {name}
        </h3>
        {children}
      </div>
    </div>
  );
}

/** Two labelled facts as small tiles, e.g. "Load capacity · 1.5 tonnes". */
export function Facts({
  items,
}: {
  items: [{ label: string; value: ReactNode }, { label: string; value: ReactNode }];
}) {
  return (
    <dl className="grid grid-cols-2 gap-2">
      {items.map((item) => (
        <div key={item.label} className="min-w-0 rounded-lg bg-brand-50 px-2.5 py-2">
          <dt className="text-[0.7rem] font-medium uppercase tracking-wide text-muted">
            {item.label}
          </dt>
          <dd className="mt-0.5 text-sm font-semibold text-ink [overflow-wrap:anywhere]">
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The phone as a tap-to-call button at the foot of the card. */
export function CallLink({ phone }: { phone: string }) {
  const number = formatPhone(phone);
  return (
    <a href={phoneHref(phone)} className="btn-outline mt-auto w-full">
      <PhoneIcon className="h-4 w-4" />
      <span>
        <Trans>
          <span className="sr-only">Call</span> {number}
        </Trans>
      </span>
    </a>
  );
}
