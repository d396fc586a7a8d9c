import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { Car } from '@shared/contracts/cars';
import { PhoneIcon } from '../../components/icons';
import { ApiError } from '../../lib/api-client';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { useAuth } from '../../lib/use-auth';
import { paths } from '../../paths';
import { telHref, useSiteConfig } from '../site/api';
import { useCreateQuery } from '../queries/api';

/**
 * spec §4 Car detail contact: hidden until pressed; signed out it alerts and goes to /user.
 * The first reveal of a visit (this page, this car) logs a query; later reveals do not.
 */
export function useContactReveal(car: Pick<Car, '_id' | 'user'>) {
  const { t } = useLingui();
  const translateMessage = useTranslateMessage();
  const { isSignedIn } = useAuth();
  const navigate = useNavigate();
  const createQuery = useCreateQuery();
  const [revealed, setRevealed] = useState(false);
  const loggedFor = useRef<string | null>(null);

  function toggle() {
    if (!isSignedIn) {
      window.alert(t`Please log in to view contact information.`);
      void navigate(paths.user);
      return;
    }
    if (revealed) {
      setRevealed(false);
      return;
    }
    setRevealed(true);
    if (loggedFor.current === car._id) return;
    loggedFor.current = car._id;
    createQuery.mutate(
      { carId: car._id, travelUserId: car.user._id },
      {
        onError: (error) => {
          // Let a later reveal try again: the query was not recorded.
          loggedFor.current = null;
          toast.error(
            error instanceof ApiError && error.fromServer
              ? translateMessage(error.message, error.code)
              : t`Failed to save query`,
          );
        },
      },
    );
  }

  return { revealed, toggle };
}

/** spec §9: a fixed support phone number is the contact for every travel company. */
export function ContactDetails({ car, id }: { car: Pick<Car, 'car_name' | 'user'>; id?: string }) {
  const { t } = useLingui();
  const { supportPhone, supportEmail } = useSiteConfig();
  const carName = car.car_name;
  return (
    <section
      id={id}
      aria-label={t`Contact information`}
      className="card border-l-4 border-accent-400 p-5 sm:p-6"
    >
      <h2 className="text-xs font-semibold uppercase tracking-wide text-muted">
        <Trans>Contact information</Trans>
      </h2>
      <p className="mt-2 text-lg font-bold text-brand-900">{car.user.travelsName}</p>
      <p className="mt-1 text-sm text-muted">
        <Trans>
          Bookings go through the Saarthi desk: call and mention the {carName}, and we confirm the
          car and driver with the travel company.
        </Trans>
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <a href={telHref(supportPhone)} className="btn-primary self-start">
          <PhoneIcon className="h-4 w-4" />
          {supportPhone}
        </a>
        <a
          href={`mailto:${supportEmail}`}
          className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {supportEmail}
        </a>
      </div>
    </section>
  );
}
