import { Plural, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Mechanic } from '@shared/contracts/listings';
import { CallLink, CardHeader, Facts, ListingCard, Place, Rating } from './card-parts';

/** docs/product/storefront.md#pages-and-routes: full name, age, phone, city/area/pincode, experience, rating out of 5. */
export function MechanicCard({ mechanic }: { mechanic: Mechanic }) {
  const { t } = useLingui();
  const id = useId();
  const { age, experience } = mechanic;
  return (
    <ListingCard labelledBy={id}>
      <div className="flex flex-1 flex-col gap-4 p-5">
        <CardHeader id={id} image={mechanic.imageUrl} name={mechanic.fullname}>
          <Rating value={mechanic.rating} />
        </CardHeader>
        <Facts
          items={[
            { label: t`Age`, value: <Plural value={age} one="# year" other="# years" /> },
            {
              label: t`Experience`,
              value: <Plural value={experience} one="# year" other="# years" />,
            },
          ]}
        />
        <Place area={mechanic.area} city={mechanic.city} pincode={mechanic.pincode} />
        <CallLink phone={mechanic.phone} />
      </div>
    </ListingCard>
  );
}
