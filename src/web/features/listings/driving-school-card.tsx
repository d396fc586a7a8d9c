import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { DrivingSchool } from '@shared/contracts/listings';
import { CalendarIcon } from '../../components/icons';
import { CallLink, CardHeader, Facts, ListingCard, Place } from './card-parts';

/** docs/product/storefront.md#pages-and-routes: school name, owner, phone, city/area/pincode, established year, vehicle and instructor counts. */
export function DrivingSchoolCard({ school }: { school: DrivingSchool }) {
  const { t } = useLingui();
  const id = useId();
  const owner = school.ownerName;
  const year = school.establishedYear;
  return (
    <ListingCard labelledBy={id}>
      <div className="flex flex-1 flex-col gap-4 p-5">
        <CardHeader id={id} image={school.imageUrl} name={school.drivingSchoolName}>
          <p className="text-sm text-muted">
            <Trans>Owner: {owner}</Trans>
          </p>
        </CardHeader>
        <Facts
          items={[
            { label: t`Vehicles`, value: school.vehicleCount },
            { label: t`Instructors`, value: school.instructorCount },
          ]}
        />
        <div className="space-y-1.5">
          <p className="flex items-center gap-2 text-sm text-muted">
            <CalendarIcon className="h-4 w-4 shrink-0 text-brand-500" />
            <Trans>Established in {year}</Trans>
          </p>
          <Place area={school.area} city={school.city} pincode={school.pincode} />
        </div>
        <CallLink phone={school.phone} />
      </div>
    </ListingCard>
  );
}
