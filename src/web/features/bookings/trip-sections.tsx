import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Booking } from '@shared/contracts/bookings';
import { FactRow, TripFacts } from '../../components/booking/trip-facts';
import { Section } from '../../components/form/section';
import { PhoneIcon, UserIcon } from '../../components/icons';
import { ImageWithFallback } from '../../components/image-with-fallback';
import { languageList } from '../../lib/i18n/driver-languages';
import { useFormat } from '../../lib/i18n/format';
import { cityName } from '../../lib/i18n/labels';
import { telHref } from '../../lib/site';
import { TRIP_ACTOR_LABELS, TRIP_STATUS_LOOKS } from './labels';
import { useWhen } from './parts';

/** The trip as booked: the facts every area shows alike, with the city and the customer's notes. */
export function TripFactsSection({ trip }: { trip: Booking }) {
  const { t, i18n } = useLingui();
  const when = useWhen();
  return (
    <Section title={t`Trip`}>
      <TripFacts booking={trip} when={when} column="narrow" city={cityName(i18n, trip.car.city)}>
        {trip.notes.trim() ? (
          <FactRow column="narrow" label={<Trans>Your notes</Trans>}>
            <span className="whitespace-pre-line">{trip.notes}</span>
          </FactRow>
        ) : null}
        {trip.gstin ? (
          <FactRow column="narrow" label={<Trans>GSTIN on the invoice</Trans>}>
            <span className="font-mono">{trip.gstin}</span>
          </FactRow>
        ) : null}
      </TripFacts>
    </Section>
  );
}

export function PeopleSection({ trip }: { trip: Booking }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const phone = trip.company.phone.trim();
  const driverName = trip.driver?.name ?? '';
  return (
    <Section title={t`Driver and travel company`}>
      <div className="flex items-center gap-3">
        {trip.driver ? (
          <ImageWithFallback
            src={trip.driver.photo}
            alt={t`Driver ${driverName}`}
            width={56}
            height={56}
            className="h-14 w-14 shrink-0 rounded-full bg-brand-50 object-cover"
          />
        ) : (
          <span className="grid h-14 w-14 shrink-0 place-items-center rounded-full bg-brand-50 text-2xl text-brand-600">
            <UserIcon />
          </span>
        )}
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">
            <Trans>Your driver</Trans>
          </p>
          {trip.driver ? (
            <DriverFacts
              driver={trip.driver}
              languages={languageList(i18n, format.tag, trip.driver.languages)}
            />
          ) : (
            <p className="text-sm text-muted">
              <Trans>Assigned when the travel company confirms.</Trans>
            </p>
          )}
        </div>
      </div>
      <div className="mt-5 border-t border-slate-100 pt-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted">
          <Trans>Travel company</Trans>
        </p>
        <p className="font-bold text-ink">{trip.company.name}</p>
        {phone ? (
          <a href={telHref(phone)} className="btn-primary mt-3 w-full">
            <PhoneIcon className="h-4 w-4" />
            <Trans>Call {phone}</Trans>
          </a>
        ) : null}
      </div>
    </Section>
  );
}

/** Who drives: name, the languages spoken, years at the wheel and the licence, masked. */
function DriverFacts({
  driver,
  languages,
}: {
  driver: NonNullable<Booking['driver']>;
  languages: string;
}) {
  const years = driver.experienceYears;
  const licence = driver.licence;
  return (
    <>
      <p className="font-bold text-ink">{driver.name}</p>
      {languages ? (
        <p className="text-sm text-muted">
          <Trans>Speaks {languages}</Trans>
        </p>
      ) : null}
      {years > 0 ? (
        <p className="text-sm text-muted">
          <Plural value={years} one="# year driving" other="# years driving" />
        </p>
      ) : null}
      {licence ? (
        <p className="text-sm text-muted">
          <Trans>Licence {licence}</Trans>
        </p>
      ) : null}
    </>
  );
}

/** Every move of the trip, oldest first: from which state to which, by whom, when, and why. */
export function Timeline({ trip }: { trip: Booking }) {
  const { t, i18n } = useLingui();
  const when = useWhen();
  const events = [...trip.history].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <Section title={t`Timeline`}>
      {events.length === 0 ? (
        <p className="text-sm text-muted">
          <Trans>No changes yet.</Trans>
        </p>
      ) : (
        <ol className="relative space-y-4 border-l-2 border-slate-200 pl-5">
          {events.map((event, index) => {
            const to = i18n._(TRIP_STATUS_LOOKS[event.to].label);
            const from = event.from ? i18n._(TRIP_STATUS_LOOKS[event.from].label) : null;
            const reason = event.reason.trim();
            return (
              <li key={`${event.at}-${index}`} className="relative">
                <span
                  className="absolute -left-[1.65rem] top-1.5 h-3 w-3 rounded-full border-2 border-white bg-brand-600 ring-2 ring-brand-200"
                  aria-hidden="true"
                />
                <p className="text-sm font-semibold text-ink">
                  {from ? (
                    <Trans>
                      {from} → {to}
                    </Trans>
                  ) : (
                    to
                  )}
                </p>
                <p className="text-xs text-muted">
                  {i18n._(TRIP_ACTOR_LABELS[event.actor])} ·{' '}
                  <time dateTime={event.at}>{when(event.at)}</time>
                </p>
                {reason ? (
                  <p className="mt-1 whitespace-pre-line break-words rounded-lg bg-surface px-3 py-2 text-sm text-ink ring-1 ring-slate-200">
                    {reason}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </Section>
  );
}
