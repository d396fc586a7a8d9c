import type { ReactNode } from 'react';
import { useReducedMotion } from '../../lib/use-reduced-motion';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Made by scripts/make-listing-media.sh; served from src/web/public/media. */
export const LISTING_MEDIA = {
  poster: '/media/listing-poster.webp',
  webm: '/media/listing-loop.webm',
  mp4: '/media/listing-loop.mp4',
} as const;

/**
 * docs/product/storefront.md#pages-and-routes: a looping background video behind the title and subtitle. It is decorative, so it is
 * hidden from assistive technology; with reduced motion it never plays and only the poster shows.
 * The `key` remounts the element when the preference changes, so autoplay follows it.
 */
export function ListingHero({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children?: ReactNode;
}) {
  const reducedMotion = useReducedMotion();
  useDocumentTitle(title);
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      <video
        key={reducedMotion ? 'still' : 'moving'}
        className="absolute inset-0 -z-20 h-full w-full object-cover"
        poster={LISTING_MEDIA.poster}
        autoPlay={!reducedMotion}
        muted
        loop
        playsInline
        preload={reducedMotion ? 'none' : 'metadata'}
        disablePictureInPicture
        aria-hidden="true"
        tabIndex={-1}
      >
        <source src={LISTING_MEDIA.webm} type="video/webm" />
        <source src={LISTING_MEDIA.mp4} type="video/mp4" />
      </video>
      {/* Keeps the text readable whatever frame is showing. */}
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-900/90 via-brand-900/60 to-brand-900/20"
        aria-hidden="true"
      />
      <div className="container-page py-14 sm:py-20">
        <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        <p className="mt-3 max-w-2xl text-base text-brand-100 sm:text-lg">{subtitle}</p>
        {children}
      </div>
    </section>
  );
}
