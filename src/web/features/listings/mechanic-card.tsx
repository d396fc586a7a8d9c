import { useId } from 'react';
import type { Mechanic } from '@shared/contracts/listings';
import { CallLink, CardHeader, Facts, ListingCard, Place, Rating } from './card-parts';

/** spec §2: full name, age, phone, city/area/pincode, experience, rating out of 5. */
export function MechanicCard({ mechanic }: { mechanic: Mechanic }) {
  const id = useId();
  return (
    <ListingCard labelledBy={id}>
      <div className="flex flex-1 flex-col gap-4 p-5">
        <CardHeader id={id} image={mechanic.imageUrl} name={mechanic.fullname}>
          <Rating value={mechanic.rating} />
        </CardHeader>
        <Facts
          items={[
            { label: 'Age', value: `${mechanic.age} years` },
            {
              label: 'Experience',
              value: `${mechanic.experience} ${mechanic.experience === 1 ? 'year' : 'years'}`,
            },
          ]}
        />
        <Place area={mechanic.area} city={mechanic.city} pincode={mechanic.pincode} />
        <CallLink phone={mechanic.phone} />
      </div>
    </ListingCard>
  );
}
