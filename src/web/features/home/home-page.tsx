import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../lib/use-document-title';
import { HappyCustomers } from './happy-customers';
import { Hero } from './hero';
import { FeaturedStrip, OffersStrip, WhySaarthiStrip } from './home-strips';
import { RideCategories } from './ride-categories';
import { ServiceStrip } from './service-strip';

/** The home page (docs/product/storefront.md#home), in the spec's order. */
export function HomePage() {
  const { t } = useLingui();
  // The title index.html starts with, in the reader's language.
  useDocumentTitle(t`Saarthi — cars with professional drivers`);
  return (
    <>
      <Hero />
      {/* The service strip overlaps the hero's lower edge. */}
      <div className="container-page relative z-10 -mt-14 lg:-mt-20">
        <ServiceStrip />
      </div>
      <RideCategories />
      <FeaturedStrip />
      <OffersStrip />
      <WhySaarthiStrip />
      <HappyCustomers />
    </>
  );
}
