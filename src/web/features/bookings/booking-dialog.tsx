import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Dialog } from '../../components/dialog';
import { XIcon } from '../../components/icons';
import { BookingForm, initialValues, type BookableCar } from './booking-form';

/**
 * The booking form over the car page (docs/product/trips-and-money.md#bookings: Book on the car page): a dialog on
 * wider screens, a full-height sheet on phones. Focus moves into it and stays there, Escape, the
 * backdrop or the close button closes it, and focus goes back to the button that opened it.
 */
export function BookingDialog({
  car,
  pickupDay,
  draft,
  onClose,
}: {
  car: BookableCar;
  /** A day picked on the car page's calendar. */
  pickupDay?: string;
  /** What the customer typed before logging in. */
  draft?: Record<string, string>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const [initial] = useState(() => initialValues(car, draft, pickupDay));
  const carName = car.car_name;

  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      className="m-0 h-full max-h-none w-full max-w-none bg-white p-0 shadow-2xl backdrop:bg-brand-900/50 sm:m-auto sm:h-auto sm:max-h-[92vh] sm:w-[calc(100%-2rem)] sm:max-w-4xl sm:rounded-card"
    >
      <div className="flex h-full flex-col sm:max-h-[92vh]">
        <div className="flex items-start justify-between gap-3 border-b border-slate-100 px-4 py-3 sm:px-6">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-bold text-brand-900">
              <Trans>Book {carName}</Trans>
            </h2>
            <p className="truncate text-sm text-muted">
              <Trans>With its driver, at this car's own rates.</Trans>
            </p>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={t`Close`}
            className="grid h-10 w-10 shrink-0 place-items-center rounded-full text-xl text-brand-900 hover:bg-brand-50"
          >
            <XIcon />
          </button>
        </div>
        <BookingForm car={car} initial={initial} titleId={titleId} />
      </div>
    </Dialog>
  );
}
