import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { XIcon } from '../../components/icons';
import { useFocusTrap } from '../../lib/use-focus-trap';
import { BookingForm, initialValues, type BookableCar } from './booking-form';

/**
 * The booking form over the car page (docs/product/trips-and-money.md#bookings: Book on the car page): a dialog on
 * wider screens, a full-height sheet on phones. Focus moves into it and stays there, Escape or
 * the close button closes it, and focus goes back to the button that opened it.
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
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, { onEscape: onClose });
  const [initial] = useState(() => initialValues(car, draft, pickupDay));
  const carName = car.car_name;

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-stretch justify-center sm:items-center sm:p-4">
      <div className="absolute inset-0 bg-brand-900/50" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative z-10 flex h-full w-full flex-col bg-white shadow-2xl sm:h-auto sm:max-h-[92vh] sm:max-w-4xl sm:rounded-card"
      >
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
    </div>,
    document.body,
  );
}
