import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import type { PartnerCar } from '@shared/contracts/fleet';
import type { PartnerCompany } from '@shared/contracts/partner';
import { CATEGORY_LABELS, cityName } from '../../lib/i18n/labels';
import { portalPaths } from '../portal-paths';
import { useFailureReason } from '../../components/console/failure';
import { CarIcon } from '../components/icons';
import { ListSkeleton } from '../../components/console/list-parts';
import { CouldNotLoad, Notice, PageTitle } from '../../components/console/page-parts';
import { PrivateImage } from '../../components/private-image';
import { useCars, useSetAvailability, type FleetShown } from './api';
import { CompanyNote } from './car-status-panel';
import { CarStatusBadge } from './car-status';
import { FleetPageFrame } from './fleet-page-frame';

/** /partner/fleet: the company's cars, each with its status and availability. */
export function FleetPage() {
  const { t } = useLingui();
  return (
    <FleetPageFrame title={t`Your fleet`}>
      {(company) => <Fleet company={company} />}
    </FleetPageFrame>
  );
}

function Fleet({ company }: { company: PartnerCompany }) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const shown: FleetShown = params.get('show') === 'archived' ? 'archived' : 'fleet';
  const cars = useCars(shown);
  const mayChange = company.status !== 'suspended';

  return (
    <>
      <PageTitle
        title={t`Your fleet`}
        subtitle={t`Your cars as customers will see them, and what each one is waiting for.`}
      >
        {mayChange ? (
          <Link to={portalPaths.newCar} className="btn-primary w-full sm:w-auto">
            <CarIcon />
            <Trans>Add a car</Trans>
          </Link>
        ) : null}
      </PageTitle>

      {company.status === 'verified' ? null : (
        <div className="card mb-5 p-4 text-sm">
          <CompanyNote status={company.status} />
        </div>
      )}

      <nav aria-label={t`Which cars`} className="mb-4 flex gap-2">
        <FilterLink to={portalPaths.fleet} current={shown === 'fleet'}>
          <Trans>In your fleet</Trans>
        </FilterLink>
        <FilterLink to={`${portalPaths.fleet}?show=archived`} current={shown === 'archived'}>
          <Trans>Archived</Trans>
        </FilterLink>
      </nav>

      {cars.isPending ? (
        <ListSkeleton label={<Trans>Loading your cars…</Trans>} cardHeight="h-32" />
      ) : cars.isError ? (
        <CouldNotLoad query={cars} title={t`We could not load your cars`} />
      ) : cars.data.length === 0 ? (
        shown === 'archived' ? (
          <Notice icon={<CarIcon />} title={t`No archived cars`}>
            <Trans>Cars you archive are kept here for their past bookings and reviews.</Trans>
          </Notice>
        ) : (
          <EmptyFleet company={company} />
        )
      ) : (
        <ul
          aria-label={shown === 'archived' ? t`Archived cars` : t`Your cars`}
          className="space-y-3"
        >
          {cars.data.map((car) => (
            <CarLine key={car._id} car={car} mayChange={mayChange && shown === 'fleet'} />
          ))}
        </ul>
      )}
    </>
  );
}

function FilterLink({
  to,
  current,
  children,
}: {
  to: string;
  current: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      aria-current={current ? 'page' : undefined}
      className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold transition-colors ${
        current
          ? 'bg-brand-600 text-white'
          : 'bg-white text-brand-700 ring-1 ring-slate-200 hover:bg-brand-50'
      }`}
    >
      {children}
    </Link>
  );
}

/** No car yet: what to do first, and what happens after. */
function EmptyFleet({ company }: { company: PartnerCompany }) {
  const { t } = useLingui();
  if (company.status === 'suspended') {
    return (
      <Notice icon={<CarIcon />} title={t`No cars yet`}>
        <Trans>Cars can be added again once Saarthi restores your company.</Trans>
      </Notice>
    );
  }
  return (
    <Notice
      icon={<CarIcon />}
      title={t`Add your first car`}
      actions={
        <Link to={portalPaths.newCar} className="btn-primary">
          <Trans>Add a car</Trans>
        </Link>
      }
    >
      <ol className="mx-auto max-w-md list-decimal space-y-1 pl-5 text-left">
        <li>
          <Trans>Add the car: its details, photos and rates. It is saved as a draft.</Trans>
        </li>
        <li>
          <Trans>Upload its documents: RC, permit, fitness, insurance and PUC.</Trans>
        </li>
        <li>
          <Trans>Send it for review: customers see it once Saarthi approves it.</Trans>
        </li>
      </ol>
      {company.status === 'pending' ? (
        <p className="mt-3 text-sm">
          <Trans>
            You can add cars now; they go public only after Saarthi verifies your company.
          </Trans>
        </p>
      ) : null}
    </Notice>
  );
}

function CarLine({ car, mayChange }: { car: PartnerCar; mayChange: boolean }) {
  const { i18n } = useLingui();
  const seats = car.seater;
  const category = i18n._(CATEGORY_LABELS[car.category]);
  const city = cityName(i18n, car.city);
  return (
    <li className="card flex gap-3 p-3 sm:gap-4 sm:p-4">
      <Link
        to={portalPaths.car(car._id)}
        tabIndex={-1}
        aria-hidden="true"
        className="block aspect-[4/3] w-28 shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:w-44"
      >
        {/* The whole car, never cropped: photos come in every shape, and a car cut in half
            cannot be told from the next one. */}
        <PrivateImage
          src={car.carImage}
          alt=""
          className="h-full w-full object-contain"
          fallback={<CarIcon className="text-3xl" />}
        />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <h2 className="min-w-0 text-base font-bold leading-snug text-brand-900 sm:text-lg">
            <Link to={portalPaths.car(car._id)} className="break-words hover:underline">
              {car.carName}
            </Link>
          </h2>
          <CarStatusBadge status={car.status} />
        </div>
        <p className="break-words text-sm text-muted">
          {car.carModel} · {category} · {city}
        </p>
        <p className="mt-0.5 text-sm text-ink">
          {car.registrationNumber ? (
            <span className="font-mono tracking-wide">{car.registrationNumber}</span>
          ) : (
            <span className="text-accent-700">
              <Trans>No registration number yet</Trans>
            </span>
          )}
          <span className="text-muted">
            {' · '}
            <Trans>{seats} + driver</Trans>
          </span>
        </p>
        {car.status === 'suspended' ? (
          <p className="mt-1 text-sm text-danger">
            <Trans>Hidden by Saarthi: open the car to see what to do.</Trans>
          </p>
        ) : null}
        {mayChange ? (
          <div className="mt-2">
            <AvailabilitySwitch car={car} />
          </div>
        ) : null}
      </div>
    </li>
  );
}

/** Whether customers can ask for the car now. */
function AvailabilitySwitch({ car }: { car: PartnerCar }) {
  const reasonOf = useFailureReason();
  const setAvailability = useSetAvailability();
  const available = car.availability;
  const name = car.carName;

  function toggle() {
    setAvailability.mutate(
      { car, availability: !available },
      {
        onError: (error) => toast.error(reasonOf(error)),
      },
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        type="button"
        role="switch"
        aria-checked={available}
        disabled={setAvailability.isPending}
        onClick={toggle}
        className="group inline-flex min-h-10 items-center gap-2 rounded-full pr-2 text-sm font-medium text-ink disabled:cursor-not-allowed disabled:opacity-60"
      >
        <span
          aria-hidden="true"
          className={`relative inline-block h-6 w-11 shrink-0 rounded-full transition-colors ${
            available ? 'bg-success' : 'bg-slate-300'
          }`}
        >
          <span
            className={`absolute top-0.5 h-5 w-5 rounded-full bg-white shadow transition-all ${
              available ? 'left-[1.375rem]' : 'left-0.5'
            }`}
          />
        </span>
        <span className="sr-only">{name}:</span> <Trans>Available for bookings</Trans>
      </button>
    </div>
  );
}
