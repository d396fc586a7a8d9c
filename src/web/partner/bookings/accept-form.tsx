import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PartnerDriver } from '@shared/contracts/fleet';
import { portalPaths } from '../portal-paths';
import { Field, refusedFields, useFieldMessage } from '../../components/form';
import { Alert } from '../../components/console/page-parts';
import { useCar, useDriverChoices } from '../fleet/api';

import { DialogButtons, Refusal, type FormProps } from './move-dialog-parts';

/** The company's active drivers, the car's usual driver chosen first (the first one else). */
export function AcceptForm({ booking, move, onClose }: FormProps) {
  const { t } = useLingui();
  const drivers = useDriverChoices();
  const car = useCar(booking.car._id);
  const [chosen, setChosen] = useState<string | null>(null);
  const message = useFieldMessage();
  const fieldOf = (field: string) => (field === 'driverId' ? field : null);
  const refused = refusedFields(move.error, fieldOf)[0];

  // The car's usual driver is known from the fleet; a car that cannot be read (archived and gone)
  // leaves the first driver chosen.
  if (drivers.isPending || car.isPending) {
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

  const usual = car.data?.defaultDriverId ?? null;
  const preselected = active.some((driver) => driver._id === usual) ? usual! : active[0]!._id;
  const driverId = chosen ?? preselected;
  const customer = booking.customer.name;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        move.mutate({ action: 'accept', body: { driverId } });
      }}
    >
      <p className="text-sm text-ink">
        <Trans>
          {customer} is told the booking is confirmed, with the driver's name. The driver is held
          for the trip's times.
        </Trans>
      </p>
      <div className="mt-4">
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
              {active.map((driver: PartnerDriver) => (
                <option key={driver._id} value={driver._id}>
                  {driver.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="mt-3">
        <Refusal error={move.error} shownAtField={fieldOf} />
      </div>
      <DialogButtons
        pending={move.isPending}
        onClose={onClose}
        submit
        confirm={<Trans>Accept with this driver</Trans>}
      />
    </form>
  );
}
