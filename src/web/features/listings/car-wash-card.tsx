import { useId } from 'react';
import type { CarWash } from '@shared/contracts/listings';
import { CallLink, CardHeader, ListingCard, Place, Rating } from './card-parts';

/** docs/product/storefront.md#pages-and-routes: name, phone, city/area/pincode, rating out of 5. */
export function CarWashCard({ carWash }: { carWash: CarWash }) {
  const id = useId();
  return (
    <ListingCard labelledBy={id}>
      <div className="flex flex-1 flex-col gap-4 p-5">
        <CardHeader id={id} image={carWash.imageUrl} name={carWash.name}>
          <Rating value={carWash.rating} />
        </CardHeader>
        <Place area={carWash.area} city={carWash.city} pincode={carWash.pincode} />
        <CallLink phone={carWash.phone} />
      </div>
    </ListingCard>
  );
}
