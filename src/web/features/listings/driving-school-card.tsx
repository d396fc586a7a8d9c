import { useId } from 'react';
import type { DrivingSchool } from '@shared/contracts/listings';
import { CalendarIcon } from '../../components/icons';
import { CallLink, CardHeader, Facts, ListingCard, Place } from './card-parts';

/** spec §2: school name, owner, phone, city/area/pincode, established year, vehicle and instructor counts. */
export function DrivingSchoolCard({ school }: { school: DrivingSchool }) {
  const id = useId();
  return (
    <ListingCard labelledBy={id}>
      <div className="flex flex-1 flex-col gap-4 p-5">
        <CardHeader id={id} image={school.imageUrl} name={school.drivingSchoolName}>
          <p className="text-sm text-muted">Owner: {school.ownerName}</p>
        </CardHeader>
        <Facts
          items={[
            { label: 'Vehicles', value: school.vehicleCount },
            { label: 'Instructors', value: school.instructorCount },
          ]}
        />
        <div className="space-y-1.5">
          <p className="flex items-center gap-2 text-sm text-muted">
            <CalendarIcon className="h-4 w-4 shrink-0 text-brand-500" />
            Established in {school.establishedYear}
          </p>
          <Place area={school.area} city={school.city} pincode={school.pincode} />
        </div>
        <CallLink phone={school.phone} />
      </div>
    </ListingCard>
  );
}
