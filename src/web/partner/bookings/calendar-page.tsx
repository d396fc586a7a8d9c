import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { indiaToday, type PartnerCar } from '@shared/contracts/fleet';
import { ChevronLeftIcon } from '../../components/icons';
import { portalPaths } from '../portal-paths';
import { CompanyPageFrame } from '../components/company-page-frame';
import { CarIcon } from '../components/icons';
import { CouldNotLoad, LoadingCards, Notice, PageTitle } from '../../components/console/page-parts';
import { useCars } from '../fleet/api';
import { isMonth } from './calendar-days';
import { CarMonth } from './car-month';
import { FleetMonth } from './fleet-month';
import { FilterButtons } from '../../components/console/filter-buttons';

/**
 * /partner/bookings/calendar?car=&month= (docs/product/trips-and-money.md#bookings: a calendar per car): a month
 * of one car, its bookings (each opening the booking) and its maintenance blocks, then the same
 * as a list, which a phone reads more easily than the grid's small cells (car-month.tsx).
 */
export function BookingsCalendarPage() {
  const { t } = useLingui();
  return (
    <CompanyPageFrame
      title={t`Calendar`}
      loadingLabel={t`Loading the calendar…`}
      noCompany={
        <Trans>Register your travel company first; each car's bookings are shown here.</Trans>
      }
    >
      {() => <Calendar />}
    </CompanyPageFrame>
  );
}

function Calendar() {
  const { t } = useLingui();
  const cars = useCars('fleet');
  const [params, setParams] = useSearchParams();
  const asked = params.get('month');
  const month = isMonth(asked) ? asked : indiaToday().slice(0, 7);

  const back = (
    <Link
      to={portalPaths.bookings}
      className="mb-3 inline-flex min-h-10 items-center gap-1 rounded-full pr-3 text-sm font-semibold text-brand-700 hover:underline"
    >
      <ChevronLeftIcon aria-hidden="true" />
      <Trans>Bookings</Trans>
    </Link>
  );
  const title = (
    <PageTitle
      title={t`Calendar`}
      subtitle={t`Each car's bookings and maintenance blocks, month by month.`}
    />
  );

  if (cars.isPending) {
    return (
      <>
        {back}
        {title}
        <LoadingCards label={t`Loading your cars…`} />
      </>
    );
  }
  if (cars.isError) {
    return (
      <>
        {back}
        {title}
        <CouldNotLoad query={cars} title={t`We could not load your cars`} />
      </>
    );
  }
  if (cars.data.length === 0) {
    return (
      <>
        {back}
        {title}
        <Notice
          icon={<CarIcon />}
          title={t`No cars yet`}
          actions={
            <Link to={portalPaths.newCar} className="btn-primary">
              <Trans>Add a car</Trans>
            </Link>
          }
        >
          <Trans>Add your cars to see each one's bookings here.</Trans>
        </Notice>
      </>
    );
  }

  // Without a choice, the first car that can be booked: drafts and cars in review have none.
  const car =
    cars.data.find((each) => each._id === params.get('car')) ??
    cars.data.find((each) => each.status === 'live') ??
    cars.data[0]!;
  // Both in the address: a reload, or the way back from a booking, opens the same month.
  // One car's month, or every car's side by side (`view=fleet`).
  const view = params.get('view') === 'fleet' ? 'fleet' : 'car';
  const show = (next: { car?: string; month?: string; view?: 'car' | 'fleet' }) =>
    setParams(
      {
        car: next.car ?? car._id,
        month: next.month ?? month,
        ...((next.view ?? view) === 'fleet' ? { view: 'fleet' } : {}),
      },
      { replace: true },
    );

  return (
    <>
      {back}
      {title}
      <div className="space-y-5">
        <FilterButtons
          label={t`Show the calendar of`}
          options={[
            { value: 'car', label: t`One car` },
            { value: 'fleet', label: t`All cars` },
          ]}
          value={view}
          onChange={(next) => show({ view: next })}
        />
        {view === 'fleet' ? (
          <FleetMonth cars={cars.data} month={month} onMonth={(next) => show({ month: next })} />
        ) : (
          <>
            <CarPicker cars={cars.data} car={car} onPick={(id) => show({ car: id })} />
            <CarMonth
              key={`${car._id}-${month}`}
              car={car}
              month={month}
              onMonth={(next) => show({ month: next })}
            />
          </>
        )}
      </div>
    </>
  );
}

function CarPicker({
  cars,
  car,
  onPick,
}: {
  cars: PartnerCar[];
  car: PartnerCar;
  onPick: (id: string) => void;
}) {
  const id = useId();
  return (
    <div className="card p-4 sm:p-5">
      <label htmlFor={id} className="field-label">
        <Trans>Car</Trans>
      </label>
      <select
        id={id}
        className="field-input"
        value={car._id}
        onChange={(event) => onPick(event.target.value)}
      >
        {cars.map((each) => (
          <option key={each._id} value={each._id}>
            {[each.carName, each.registrationNumber].filter(Boolean).join(' · ')}
          </option>
        ))}
      </select>
      <Link
        to={portalPaths.car(car._id)}
        className="mt-2 inline-flex min-h-10 items-center text-sm font-semibold text-brand-700 hover:underline"
      >
        <Trans>Edit the car and its maintenance blocks</Trans>
      </Link>
    </div>
  );
}
