import { Trans, useLingui } from '@lingui/react/macro';
import { Controller, type Control } from 'react-hook-form';
import { Link } from 'react-router';
import type { CarBodyInput } from '@shared/contracts/fleet';
import { Field } from '../../components/form';
import { portalPaths } from '../portal-paths';
import { useDriverChoices } from './api';

/** The driver who usually drives this car; a booking still gets its own when confirmed. */
export function DefaultDriverField({
  control,
  error,
}: {
  control: Control<CarBodyInput>;
  error?: string;
}) {
  const { t } = useLingui();
  const drivers = useDriverChoices();
  const hint =
    drivers.isSuccess && drivers.data.length === 0 ? (
      <>
        <Trans>You have not added any drivers yet.</Trans>{' '}
        <Link to={portalPaths.drivers} className="font-medium text-brand-700 underline">
          <Trans>Add a driver</Trans>
        </Link>
      </>
    ) : drivers.isError ? (
      <>
        <Trans>Your drivers could not be loaded.</Trans>{' '}
        <button
          type="button"
          className="font-medium text-brand-700 underline"
          onClick={() => void drivers.refetch()}
        >
          <Trans>Try again</Trans>
        </button>
      </>
    ) : (
      t`Who usually drives this car; each booking can still get another driver.`
    );
  return (
    <Field label={<Trans>Default driver</Trans>} hint={hint} error={error}>
      {(described) => (
        <Controller
          control={control}
          name="defaultDriverId"
          render={({ field: { value, onChange, onBlur, ref, name, disabled } }) => (
            <select
              ref={ref}
              name={name}
              value={value ?? ''}
              onChange={(event) => onChange(event.target.value || null)}
              onBlur={onBlur}
              disabled={disabled || drivers.isPending}
              className={`field-input ${error ? 'border-danger' : ''}`}
              {...described}
            >
              <option value="">
                {drivers.isPending ? t`Loading your drivers…` : t`No default driver`}
              </option>
              {(drivers.data ?? []).map((driver) => (
                <option key={driver._id} value={driver._id}>
                  {driver.name}
                </option>
              ))}
            </select>
          )}
        />
      )}
    </Field>
  );
}
