import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { CITIES, type City } from '@shared/constants';
import { PageHeader } from '../../components/page-header';
import {
  CarFrontIcon,
  ChevronRightIcon,
  IdCardIcon,
  MapPinIcon,
  MessageIcon,
  ShieldCheckIcon,
  UserIcon,
} from '../../components/icons';
import { RupeeIcon } from '../../components/page-icons';
import { CITY_LABELS } from '../../lib/i18n/labels';
import { useDocumentTitle } from '../../lib/use-document-title';
import { paths } from '../../paths';

const ANDHRA_PRADESH = msg`Andhra Pradesh`;
const TELANGANA = msg`Telangana`;

const CITY_NOTES: Record<City, { state: MessageDescriptor; note: MessageDescriptor }> = {
  Vijayawada: {
    state: ANDHRA_PRADESH,
    note: msg`Our home city: airport runs, Kanaka Durga temple visits and trips along the Krishna.`,
  },
  Guntur: {
    state: ANDHRA_PRADESH,
    note: msg`Family functions, business days and quick runs to Amaravati and Vijayawada.`,
  },
  Hyderabad: {
    state: TELANGANA,
    note: msg`Office commutes, airport transfers and weekend drives out of the city.`,
  },
  Visakhapatnam: {
    state: ANDHRA_PRADESH,
    note: msg`The beach road, Araku Valley and the port city’s busy business calendar.`,
  },
  Tirupati: {
    state: ANDHRA_PRADESH,
    note: msg`Pilgrim trips to Tirumala with drivers who know the ghat roads well.`,
  },
};

const PROMISES = [
  {
    Icon: CarFrontIcon,
    title: msg`Always with a driver`,
    text: msg`Every car on Saarthi comes with a licensed, professional driver. There is no self-drive, so you simply sit back.`,
  },
  {
    Icon: ShieldCheckIcon,
    title: msg`Travel companies you can check`,
    text: msg`Each car shows the company that owns it, its rating from real customers and whether we have verified it.`,
  },
  {
    Icon: RupeeIcon,
    title: msg`Prices before you call`,
    text: msg`See the fare, estimate a trip by kilometres and hours, and only then ask the company for its contact.`,
  },
];

/** docs/product/storefront.md#contact-and-information-pages: mission, operating cities, who is served, partner with us; links to FAQs and contact. */
export function AboutPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`About us`);

  return (
    <>
      <PageHeader
        title={t`About Saarthi`}
        subtitle={t`Saarthi means charioteer — the one who drives. We bring together travel companies and the people who need a good car with a good driver.`}
      />

      <div className="container-page space-y-16 py-12 lg:py-16">
        <section aria-labelledby="mission" className="grid gap-8 lg:grid-cols-2 lg:items-center">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">
              <Trans>Our mission</Trans>
            </p>
            <h2 id="mission" className="section-title mt-2">
              <Trans>Make hiring a car with a driver as easy as booking a train ticket</Trans>
            </h2>
            <p className="mt-4 leading-relaxed text-muted">
              <Trans>
                Hiring a car with a driver in Andhra Pradesh and Telangana has long meant calling
                around, comparing prices by word of mouth and hoping the car that arrives is the one
                you were promised. Saarthi puts the cars, their prices and the companies behind them
                on one page, so you can choose with confidence.
              </Trans>
            </p>
            <p className="mt-4 leading-relaxed text-muted">
              <Trans>
                For travel companies, Saarthi is a shop window: a place to show their fleet and
                drivers to customers who are ready to travel, and to earn a reputation through
                honest reviews.
              </Trans>
            </p>
          </div>
          <ul className="grid gap-4">
            {PROMISES.map((promise) => (
              <li key={promise.title.id} className="card flex gap-4 p-5">
                <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-accent-300/40 text-xl text-brand-900">
                  <promise.Icon />
                </span>
                <div>
                  <h3 className="font-semibold text-brand-900">{i18n._(promise.title)}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted">{i18n._(promise.text)}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="cities">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">
            <Trans>Where we operate</Trans>
          </p>
          <h2 id="cities" className="section-title mt-2">
            <Trans>Five cities, two states</Trans>
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {CITIES.map((city) => {
              const cityName = i18n._(CITY_LABELS[city]);
              return (
                <li
                  key={city}
                  className="card group relative flex h-full flex-col p-5 transition-shadow hover:shadow-lg"
                >
                  <span className="flex items-center gap-2 text-brand-600">
                    <MapPinIcon />
                    <span className="text-xs font-semibold uppercase tracking-wider text-muted">
                      {i18n._(CITY_NOTES[city].state)}
                    </span>
                  </span>
                  <h3 className="mt-2 text-lg font-bold text-brand-900">{cityName}</h3>
                  <p className="mt-1 flex-1 text-sm leading-relaxed text-muted">
                    {i18n._(CITY_NOTES[city].note)}
                  </p>
                  {/* The link covers the whole card but keeps a short accessible name. */}
                  <Link
                    to={paths.allCars({ city })}
                    aria-label={t`See cars in ${cityName}`}
                    className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-card group-hover:underline"
                  >
                    <Trans>See cars</Trans> <ChevronRightIcon />
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="who">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">
            <Trans>Who we serve</Trans>
          </p>
          <h2 id="who" className="section-title mt-2">
            <Trans>Built for two kinds of people</Trans>
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            <div className="card p-6">
              <span className="grid h-11 w-11 place-items-center rounded-xl bg-brand-50 text-2xl text-brand-600">
                <UserIcon />
              </span>
              <h3 className="mt-4 text-lg font-bold text-brand-900">
                <Trans>Customers</Trans>
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">
                <Trans>
                  Families heading to a wedding, pilgrims bound for Tirumala, professionals with a
                  day of meetings and anyone catching a flight. Pick a category — regular, prime or
                  luxury — choose your city and compare cars, fares and drivers side by side.
                </Trans>
              </p>
              <ul className="mt-4 space-y-2 text-sm text-ink">
                <li>
                  • <Trans>Free to search, estimate and compare</Trans>
                </li>
                <li>
                  • <Trans>Reviews from customers who actually rode</Trans>
                </li>
                <li>
                  • <Trans>A help desk you can call any time you are stuck</Trans>
                </li>
              </ul>
            </div>
            <div className="card p-6">
              <span className="grid h-11 w-11 place-items-center rounded-xl bg-brand-50 text-2xl text-brand-600">
                <IdCardIcon />
              </span>
              <h3 className="mt-4 text-lg font-bold text-brand-900">
                <Trans>Travel companies</Trans>
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">
                <Trans>
                  Local operators with one car or a hundred. List your cars with their drivers, show
                  your prices and let customers find you when they are ready to book — instead of
                  waiting for the phone to ring.
                </Trans>
              </p>
              <ul className="mt-4 space-y-2 text-sm text-ink">
                <li>
                  • <Trans>Enquiries from customers in your city</Trans>
                </li>
                <li>
                  • <Trans>Verified and trending badges that build trust</Trans>
                </li>
                <li>
                  • <Trans>Ratings that reward good drivers and clean cars</Trans>
                </li>
              </ul>
            </div>
          </div>
        </section>

        <section
          id="partner"
          aria-labelledby="partner-title"
          className="overflow-hidden rounded-card bg-gradient-to-br from-brand-900 to-brand-600 p-8 text-white sm:p-10"
        >
          <div className="grid gap-6 lg:grid-cols-3 lg:items-center">
            <div className="lg:col-span-2">
              <h2 id="partner-title" className="text-2xl font-bold sm:text-3xl">
                <Trans>Partner with us</Trans>
              </h2>
              <p className="mt-3 max-w-2xl leading-relaxed text-brand-100">
                <Trans>
                  Own a travel company in Vijayawada, Guntur, Hyderabad, Visakhapatnam or Tirupati?
                  Tell us about your fleet and drivers. We verify your documents, set up your
                  listings and send you customers who are looking for exactly what you offer.
                </Trans>
              </p>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
              <Link to={paths.contact} className="btn-accent">
                <Trans>Become a partner</Trans>
              </Link>
              <Link
                to={paths.businessModel}
                className="btn border border-white/40 text-white hover:bg-white/10"
              >
                <Trans>How the marketplace works</Trans>
              </Link>
            </div>
          </div>
        </section>

        <section
          aria-labelledby="questions"
          className="card flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex gap-4">
            <span className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-2xl text-brand-600">
              <MessageIcon />
            </span>
            <div>
              <h2 id="questions" className="text-lg font-bold text-brand-900">
                <Trans>Still have questions?</Trans>
              </h2>
              <p className="text-sm text-muted">
                <Trans>
                  Most answers are in our FAQs. For anything else, we are a message away.
                </Trans>
              </p>
            </div>
          </div>
          <div className="flex gap-3">
            <Link to={paths.faqs} className="btn-outline">
              <Trans>Read the FAQs</Trans>
            </Link>
            <Link to={paths.contact} className="btn-primary">
              <Trans>Contact us</Trans>
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
