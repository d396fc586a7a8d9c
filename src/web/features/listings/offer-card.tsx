import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { CarOffer } from '@shared/contracts/listings';
import { ArrowRightIcon, PhoneIcon } from '../../components/icons';
import { EnglishNote, langOf } from '../../components/content-language';
import { ImageWithFallback } from '../../components/image-with-fallback';
import { Modal } from '../../components/modal';
import { telHref, useSiteConfig } from '../../lib/site';
import { ListingCard } from './card-parts';

/** docs/product/storefront.md#pages-and-routes: image, title, description and a View Offer action. */
export function OfferCard({ offer }: { offer: CarOffer }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <ListingCard labelledBy={id}>
      <ImageWithFallback
        src={offer.imageUrl}
        alt={offer.title}
        lang={langOf(offer, 'title')}
        width={480}
        height={320}
        className="aspect-[3/2] w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <EnglishNote item={offer} fields={['title', 'description']}>
          <Trans>In English</Trans>
        </EnglishNote>
        <h3
          id={id}
          lang={langOf(offer, 'title')}
          className="text-base font-semibold leading-snug text-brand-900"
        >
          {offer.title}
        </h3>
        <p lang={langOf(offer, 'description')} className="line-clamp-3 text-sm text-muted">
          {offer.description}
        </p>
        <button
          type="button"
          className="btn-primary mt-auto self-start"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <Trans>View Offer</Trans>
          <ArrowRightIcon className="h-4 w-4" />
        </button>
      </div>
      {open ? <OfferDialog offer={offer} onClose={() => setOpen(false)} /> : null}
    </ListingCard>
  );
}

/** The offer in full, with a way to act on it: call Saarthi support (docs/product/storefront.md#help-desk: number from config). */
function OfferDialog({ offer, onClose }: { offer: CarOffer; onClose: () => void }) {
  const { supportPhone } = useSiteConfig();
  return (
    <Modal title={offer.title} onClose={onClose}>
      <ImageWithFallback
        src={offer.imageUrl}
        alt=""
        width={480}
        height={320}
        className="aspect-[3/2] w-full rounded-xl bg-brand-50 object-cover"
      />
      <p lang={langOf(offer, 'description')} className="mt-4 text-sm leading-relaxed text-ink">
        {offer.description}
      </p>
      <p className="mt-4 text-sm text-muted">
        <Trans>Interested? Our support team will connect you with the dealer.</Trans>
      </p>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-ghost" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
        <a href={telHref(supportPhone)} className="btn-accent">
          <PhoneIcon className="h-4 w-4" />
          <Trans>Call Saarthi support</Trans>
        </a>
      </div>
    </Modal>
  );
}
