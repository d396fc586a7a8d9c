import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import type { DriverClash } from '@shared/contracts/bookings';
import type { PartnerDriver } from '@shared/contracts/fleet';
import { indiaDay } from '@shared/india-time';
import { useFormat } from '../../lib/i18n/format';
import { portalPaths } from '../portal-paths';
import { Field, refusedFields, useFieldMessage } from '../../components/form';
import { Alert } from '../../components/console/page-parts';
import { useCar, useDriverChoices } from '../fleet/api';

import { DialogButtons, MoveFormEnd, type FormProps } from './move-dialog-parts';
import { useBusyDrivers } from './api';

/** "Busy: SA-7K3Q9X 6 Mar, 6:00 am – 9:00 pm": the trip that keeps a driver busy, in India time. */
function useBusyText() {
  const { t } = useLingui();
  const format = useFormat();
  return (clash: DriverClash) => {
    const reference = clash.reference;
    const from = format.date(clash.pickupAt, {
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
    });
    const sameDay = indiaDay(Date.parse(clash.pickupAt)) === indiaDay(Date.parse(clash.returnAt));
    const to = format.date(
      clash.returnAt,
      sameDay
        ? { hour: 'numeric', minute: '2-digit' }
        : { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
    );
    return t({
      message: `Busy: ${reference} ${from} – ${to}`,
      comment: "Accept dialog: a driver can't be chosen, they drive this other booking then",
    });
  };
}

/**
 * The company's active drivers, the car's usual driver chosen first (the first free one else).
 * A driver with another active trip overlapping this one is shown busy, with that trip, and
 * cannot be chosen (the server refuses them too: 409 `driver_taken`).
 */
export function AcceptForm({ booking, move, onClose }: FormProps) {
  const { t } = useLingui();
  const drivers = useDriverChoices();
  const car = useCar(booking.car._id);
  const busy = useBusyDrivers(booking._id);
  const busyText = useBusyText();
  const [chosen, setChosen] = useState<string | null>(null);
  const message = useFieldMessage();
  const fieldOf = (field: string) => (field === 'driverId' ? field : null);
  const refused = refusedFields(move.error, fieldOf)[0];

  // The car's usual driver is known from the fleet; a car that cannot be read (archived and gone)
  // leaves the first driver chosen.
  if (drivers.isPending || car.isPending || busy.isPending) {
    return (
      <>
        <p role="status" className="text-sm text-muted">
          <Trans>Loading your drivers…</Trans>
        </p>
        <DialogButtons pending={false} onClose={onClose} confirm={<Trans>Accept</Trans>} disabled />
      </>
    );
  }
  if (drivers.isError) {
    return (
      <>
        <Alert>
          <Trans>Your drivers could not be loaded. Close this and try again.</Trans>
        </Alert>
        <DialogButtons pending={false} onClose={onClose} confirm={<Trans>Accept</Trans>} disabled />
      </>
    );
  }
  // A driver Saarthi's check turned down may not be given a booking (the server refuses them).
  const active = drivers.data.filter((driver) => driver.status !== 'rejected');
  if (active.length === 0) {
    return (
      <>
        <p className="text-sm text-ink">
          <Trans>
            Each trip needs one of your drivers, and you have none on your list. Add a driver first,
            then accept the booking.
          </Trans>
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-ghost" onClick={onClose}>
            <Trans>Go back</Trans>
          </button>
          <Link to={portalPaths.drivers} className="btn-primary">
            <Trans>Add a driver</Trans>
          </Link>
        </div>
      </>
    );
  }

  // Who is busy could not be read: every driver stays offered, and the server still refuses a
  // busy one.
  const clashes = busy.data ?? [];
  const clashOf = (driver: PartnerDriver) => clashes.find((clash) => clash.driverId === driver._id);
  const free = active.filter((driver) => !clashOf(driver));
  const usual = car.data?.defaultDriverId ?? null;
  const preselected = free.some((driver) => driver._id === usual) ? usual! : (free[0]?._id ?? null);
  const driverId = chosen ?? preselected;
  const customer = booking.customer.name;
  const busyOnes = active.filter((driver) => clashOf(driver));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (driverId) move.mutate({ action: 'accept', body: { driverId } });
      }}
    >
      <p className="text-sm text-ink">
        <Trans>
          {customer} is told the booking is confirmed, with the driver's name. The driver is held
          for the trip's times.
        </Trans>
      </p>
      <div className="mt-4">
        {driverId ? (
          <Field
            label={t`Driver`}
            error={refused ? message(refused) : undefined}
            hint={usual && driverId === usual ? t`This car's usual driver.` : undefined}
          >
            {(control) => (
              <select
                className="field-input"
                value={driverId}
                onChange={(event) => setChosen(event.target.value)}
                {...control}
              >
                {active.map((driver: PartnerDriver) => {
                  const clash = clashOf(driver);
                  return (
                    <option key={driver._id} value={driver._id} disabled={Boolean(clash)}>
                      {clash ? `${driver.name} · ${busyText(clash)}` : driver.name}
                    </option>
                  );
                })}
              </select>
            )}
          </Field>
        ) : (
          <p
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-danger"
          >
            <Trans>
              Every one of your drivers drives another trip at this time. Free a driver, or add one,
              to accept this booking.
            </Trans>
          </p>
        )}
        {busyOnes.length > 0 ? (
          <div className="mt-3 text-sm">
            <p className="font-semibold text-ink">
              <Trans>Busy at this time, so they cannot be chosen:</Trans>
            </p>
            <ul className="mt-1 space-y-1 text-muted">
              {busyOnes.map((driver) => (
                <li key={driver._id}>
                  <span className="font-medium text-ink">{driver.name}</span> ·{' '}
                  {busyText(clashOf(driver)!)}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {busy.isError ? (
          <p className="mt-3 text-sm text-muted">
            <Trans>
              We could not check which drivers are busy then. If the one you choose drives another
              trip at this time, accepting is refused.
            </Trans>
          </p>
        ) : null}
      </div>
      <MoveFormEnd
        move={move}
        onClose={onClose}
        shownAtField={fieldOf}
        disabled={!driverId}
        confirm={<Trans>Accept with this driver</Trans>}
      />
    </form>
  );
}
