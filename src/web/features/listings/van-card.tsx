import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Van } from '@shared/contracts/listings';
import { CallLink, CardHeader, Facts, ListingCard, Place } from './card-parts';

/** docs/product/storefront.md#pages-and-routes: owner name, phone, city/area/pincode, vehicle type, load capacity. */
export function VanCard({ van }: { van: Van }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <ListingCard labelledBy={id}>
      <div className="flex flex-1 flex-col gap-4 p-5">
        <CardHeader id={id} image={van.imageUrl} name={van.ownerName}>
          <p className="text-sm text-muted">
            <Trans>Van owner</Trans>
          </p>
        </CardHeader>
        <Facts
          items={[
            { label: t`Vehicle type`, value: van.vehicleType },
            { label: t`Load capacity`, value: van.capacity },
          ]}
        />
        <Place area={van.area} city={van.city} pincode={van.pincode} />
        <CallLink phone={van.phone} />
      </div>
    </ListingCard>
  );
}
