import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useState, type ReactNode } from 'react';
import { INCLUDED_HOURS, INCLUDED_KM, type PriceRates } from '@shared/pricing';
import type { AdminCar, AdminDriver } from '@shared/contracts/verification';
import { PapersChecklist } from '../../components/console/papers-checklist';
import { Modal } from '../../components/modal';
import { PrivateImage } from '../../components/private-image';
import { useFormat } from '../../lib/i18n/format';
import { CATEGORY_LABELS, cityName, fuelName } from '../../lib/i18n/labels';
import { BODY_TYPE_LABELS } from '../../components/console/body-type-labels';

// What an operator reads before deciding on a car: what it is, what it charges, its photos, a
// change of identity, and its company.
import { Actions, Card, Facts, Submitted } from './record-card';

/** A car as its partner submitted it: what it is, what it charges, its photos and its company. */
export function CarFacts({ car, children }: { car: AdminCar; children?: ReactNode }) {
  const { t, i18n } = useLingui();
  const companyName = car.company.travelsName;
  const seats = car.seater;
  const bags = car.luggage;
  const driver = car.defaultDriver;
  return (
    <Card title={car.carName} meta={<Submitted at={car.createdAt} />}>
      <IdentityChange car={car} />
      <Facts
        items={[
          [t`Model`, car.carModel],
          [t`Registration`, <span className="font-mono">{car.registrationNumber ?? ''}</span>],
          [t`Category`, i18n._(CATEGORY_LABELS[car.category])],
          [t`Body type`, car.bodyType ? i18n._(BODY_TYPE_LABELS[car.bodyType]) : ''],
          [t`City`, cityName(i18n, car.city)],
          [t`Seats`, t`${seats} + driver`],
          [t`Luggage`, t`${bags} bags`],
          [t`Air conditioning`, car.ac ? t`AC` : t`No AC`],
          [t`Fuel`, fuelName(i18n, car.fuelType)],
          [
            t`Default driver`,
            driver ? (
              <>
                {driver.name}{' '}
                <span className={driver.status === 'verified' ? 'text-success' : 'text-danger'}>
                  ({i18n._(DRIVER_STATUS_LABELS[driver.status])})
                </span>
              </>
            ) : (
              t`None chosen`
            ),
          ],
          [t`Company`, companyName],
        ]}
      />
      <PapersChecklist papers={car.papers} className="mt-4" />
      <CarRates car={car} />
      <CarPhotos car={car} />
      {car.company.status !== 'verified' ? (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-ink">
          <Trans>
            {companyName} is not verified yet: an approved car reaches the storefront once the
            company is verified.
          </Trans>
        </p>
      ) : null}
      <Actions>{children}</Actions>
    </Card>
  );
}

const DRIVER_STATUS_LABELS: Record<AdminDriver['status'], MessageDescriptor> = {
  pending: msg({
    message: 'not checked yet',
    comment: "A car's default driver: Saarthi's check pending",
  }),
  verified: msg({ message: 'checked', comment: "A car's default driver: checked by Saarthi" }),
  rejected: msg({ message: 'rejected', comment: "A car's default driver: refused by Saarthi" }),
};

/**
 * A live car sent back because it is no longer the car Saarthi checked: what changed, as it was
 * and became, since that is what is being approved.
 */
function IdentityChange({ car }: { car: AdminCar }) {
  const { t } = useLingui();
  const format = useFormat();
  const change = car.identityChange;
  if (!change) return null;
  const labels: Record<NonNullable<AdminCar['identityChange']>['fields'][number]['field'], string> =
    {
      registrationNumber: t`Registration`,
      carName: t`Make`,
      carModel: t`Model`,
      seater: t`Seats`,
      fuelType: t`Fuel`,
    };
  const when = format.date(change.changedAt, { dateStyle: 'medium' });
  return (
    <div className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-ink">
      <p>
        <Trans>
          The partner changed what this live car is on {when}: check its papers and photos against
          the new details before approving.
        </Trans>
      </p>
      <ul className="mt-1 list-disc pl-5">
        {change.fields.map(({ field, before, after }) => (
          <li key={field}>
            {labels[field]}: <span className="line-through">{before || '—'}</span> →{' '}
            <span className="font-semibold">{after || '—'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const RATE_ORDER: Array<keyof PriceRates> = ['perKmFirst', 'perKmBeyond', 'base', 'perExtraHour'];

/**
 * The car's rate card; for a live car a rate change sent back, the rates it had beside the new
 * ones, the rates that moved marked, since that change is what is being approved.
 */
function CarRates({ car }: { car: AdminCar }) {
  const { t } = useLingui();
  const format = useFormat();
  const change = car.rateChange;
  const labels: Record<keyof PriceRates, string> = {
    perKmFirst: t`Per km, first ${INCLUDED_KM} km`,
    perKmBeyond: t`Per km after ${INCLUDED_KM} km`,
    base: t`Base fare for ${INCLUDED_HOURS} hours`,
    perExtraHour: t`Per extra hour`,
  };
  const when = change ? format.date(change.changedAt, { dateStyle: 'medium' }) : '';
  return (
    <div className="mt-4">
      {change ? (
        <p className="mb-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-ink">
          <Trans>
            The partner changed this live car's rates by more than 30% on {when}: approve to put the
            new rates live.
          </Trans>
        </p>
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full min-w-[18rem] text-left text-sm">
          <caption className="mb-1 text-left text-sm font-semibold text-ink">
            <Trans>Rates</Trans>
          </caption>
          <thead className="text-muted">
            <tr>
              <th scope="col" className="py-1 pr-4 font-normal">
                <Trans>Rate</Trans>
              </th>
              {change ? (
                <th scope="col" className="py-1 pr-4 font-normal">
                  <Trans>Before</Trans>
                </th>
              ) : null}
              <th scope="col" className="py-1 font-normal">
                {change ? <Trans>New</Trans> : <Trans>Amount</Trans>}
              </th>
            </tr>
          </thead>
          <tbody>
            {RATE_ORDER.map((name) => {
              const moved = change !== null && change.before[name] !== car.rates[name];
              return (
                <tr key={name} className="border-t border-slate-100">
                  <th scope="row" className="py-1 pr-4 font-normal text-muted">
                    {labels[name]}
                  </th>
                  {change ? (
                    <td className="py-1 pr-4 tabular-nums">{format.rupees(change.before[name])}</td>
                  ) : null}
                  <td
                    className={`py-1 tabular-nums ${moved ? 'font-bold text-ink' : 'font-medium'}`}
                  >
                    {format.rupees(car.rates[name])}
                    {moved ? (
                      <span className="sr-only">
                        {' '}
                        <Trans>(changed)</Trans>
                      </span>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * The photos customers would see, the cover first; the drawing of a car without any. A car not
 * live yet shows photos only to its partner and operators: they are fetched with the token.
 */
function CarPhotos({ car }: { car: AdminCar }) {
  const { t } = useLingui();
  const [enlarged, setEnlarged] = useState<number | null>(null);
  const photos = car.photos.length > 0 ? car.photos : car.carImage ? [car.carImage] : [];
  const name = car.carName;
  const count = photos.length;
  const shown = enlarged === null ? null : photos[enlarged];
  const shownPosition = (enlarged ?? 0) + 1;
  return (
    <section className="mt-4">
      <h3 className="text-sm font-semibold text-ink">
        <Trans>Photos</Trans>
      </h3>
      {count === 0 ? (
        <p className="mt-1 text-sm text-muted">
          <Trans>No photos yet.</Trans>
        </p>
      ) : (
        <ul className="mt-2 flex gap-2 overflow-x-auto pb-1">
          {photos.map((photo, index) => {
            const position = index + 1;
            return (
              <li key={photo} className="shrink-0">
                <button
                  type="button"
                  className="block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  aria-label={t`Enlarge ${name}, photo ${position} of ${count}`}
                  onClick={() => setEnlarged(index)}
                >
                  <PrivateImage
                    src={photo}
                    scope="ops"
                    alt={t`${name}, photo ${position} of ${count}`}
                    className="h-24 w-32 rounded-lg object-cover ring-1 ring-slate-200"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {shown ? (
        <Modal
          title={t`${name}, photo ${shownPosition} of ${count}`}
          onClose={() => setEnlarged(null)}
          size="wide"
        >
          <PrivateImage
            src={shown}
            scope="ops"
            alt={t`${name}, photo ${shownPosition} of ${count}`}
            className="mx-auto max-h-[70vh] w-auto max-w-full rounded-lg object-contain"
          />
          <div className="mt-4 flex justify-end">
            <button type="button" className="btn-ghost" onClick={() => setEnlarged(null)}>
              <Trans>Close</Trans>
            </button>
          </div>
        </Modal>
      ) : null}
    </section>
  );
}
