import { Link } from 'react-router';
import { CITIES, type City } from '@shared/constants';
import { PageHeader } from '../../components/page-header';
import { CarFrontIcon, ChevronRightIcon, IdCardIcon, MapPinIcon, MessageIcon, RupeeIcon, ShieldCheckIcon, UserIcon } from '../../components/icons';
import { useDocumentTitle } from '../../lib/use-document-title';
import { paths } from '../../paths';

const CITY_NOTES: Record<City, { state: string; note: string }> = {
  Vijayawada: { state: 'Andhra Pradesh', note: 'Our home city: airport runs, Kanaka Durga temple visits and trips along the Krishna.' },
  Guntur: { state: 'Andhra Pradesh', note: 'Family functions, business days and quick runs to Amaravati and Vijayawada.' },
  Hyderabad: { state: 'Telangana', note: 'Office commutes, airport transfers and weekend drives out of the city.' },
  Visakhapatnam: { state: 'Andhra Pradesh', note: 'The beach road, Araku Valley and the port city’s busy business calendar.' },
  Tirupati: { state: 'Andhra Pradesh', note: 'Pilgrim trips to Tirumala with drivers who know the ghat roads well.' },
};

const PROMISES = [
  {
    Icon: CarFrontIcon,
    title: 'Always with a driver',
    text: 'Every car on Saarthi comes with a licensed, professional driver. There is no self-drive, so you simply sit back.',
  },
  {
    Icon: ShieldCheckIcon,
    title: 'Travel companies you can check',
    text: 'Each car shows the company that owns it, its rating from real customers and whether we have verified it.',
  },
  {
    Icon: RupeeIcon,
    title: 'Prices before you call',
    text: 'See the fare, estimate a trip by kilometres and hours, and only then ask the company for its contact.',
  },
];

/** spec §2 About: mission, operating cities, who is served, partner with us; links to FAQs and contact. */
export function AboutPage() {
  useDocumentTitle('About us');

  return (
    <>
      <PageHeader
        title="About Saarthi"
        subtitle="Saarthi means charioteer — the one who drives. We bring together travel companies and the people who need a good car with a good driver."
      />

      <div className="container-page space-y-16 py-12 lg:py-16">
        <section aria-labelledby="mission" className="grid gap-8 lg:grid-cols-2 lg:items-center">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">Our mission</p>
            <h2 id="mission" className="section-title mt-2">
              Make hiring a car with a driver as easy as booking a train ticket
            </h2>
            <p className="mt-4 leading-relaxed text-muted">
              Hiring a car with a driver in Andhra Pradesh and Telangana has long meant calling around, comparing
              prices by word of mouth and hoping the car that arrives is the one you were promised. Saarthi puts the
              cars, their prices and the companies behind them on one page, so you can choose with confidence.
            </p>
            <p className="mt-4 leading-relaxed text-muted">
              For travel companies, Saarthi is a shop window: a place to show their fleet and drivers to customers who
              are ready to travel, and to earn a reputation through honest reviews.
            </p>
          </div>
          <ul className="grid gap-4">
            {PROMISES.map((promise) => (
              <li key={promise.title} className="card flex gap-4 p-5">
                <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-accent-300/40 text-xl text-brand-900">
                  <promise.Icon />
                </span>
                <div>
                  <h3 className="font-semibold text-brand-900">{promise.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted">{promise.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="cities">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">Where we operate</p>
          <h2 id="cities" className="section-title mt-2">
            Five cities, two states
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {CITIES.map((city) => (
              <li key={city} className="card group relative flex h-full flex-col p-5 transition-shadow hover:shadow-lg">
                <span className="flex items-center gap-2 text-brand-600">
                  <MapPinIcon />
                  <span className="text-xs font-semibold uppercase tracking-wider text-muted">{CITY_NOTES[city].state}</span>
                </span>
                <h3 className="mt-2 text-lg font-bold text-brand-900">{city}</h3>
                <p className="mt-1 flex-1 text-sm leading-relaxed text-muted">{CITY_NOTES[city].note}</p>
                {/* The link covers the whole card but keeps a short accessible name. */}
                <Link
                  to={paths.allCars({ city })}
                  aria-label={`See cars in ${city}`}
                  className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-card group-hover:underline"
                >
                  See cars <ChevronRightIcon />
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="who">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">Who we serve</p>
          <h2 id="who" className="section-title mt-2">
            Built for two kinds of people
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            <div className="card p-6">
              <span className="grid h-11 w-11 place-items-center rounded-xl bg-brand-50 text-2xl text-brand-600">
                <UserIcon />
              </span>
              <h3 className="mt-4 text-lg font-bold text-brand-900">Customers</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">
                Families heading to a wedding, pilgrims bound for Tirumala, professionals with a day of meetings and
                anyone catching a flight. Pick a category — regular, prime or luxury — choose your city and compare
                cars, fares and drivers side by side.
              </p>
              <ul className="mt-4 space-y-2 text-sm text-ink">
                <li>• Free to search, estimate and compare</li>
                <li>• Reviews from customers who actually rode</li>
                <li>• A help desk you can call any time you are stuck</li>
              </ul>
            </div>
            <div className="card p-6">
              <span className="grid h-11 w-11 place-items-center rounded-xl bg-brand-50 text-2xl text-brand-600">
                <IdCardIcon />
              </span>
              <h3 className="mt-4 text-lg font-bold text-brand-900">Travel companies</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">
                Local operators with one car or a hundred. List your cars with their drivers, show your prices and let
                customers find you when they are ready to book — instead of waiting for the phone to ring.
              </p>
              <ul className="mt-4 space-y-2 text-sm text-ink">
                <li>• Enquiries from customers in your city</li>
                <li>• Verified and trending badges that build trust</li>
                <li>• Ratings that reward good drivers and clean cars</li>
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
                Partner with us
              </h2>
              <p className="mt-3 max-w-2xl leading-relaxed text-brand-100">
                Own a travel company in Vijayawada, Guntur, Hyderabad, Visakhapatnam or Tirupati? Tell us about your
                fleet and drivers. We verify your documents, set up your listings and send you customers who are
                looking for exactly what you offer.
              </p>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
              <Link to={paths.contact} className="btn-accent">
                Become a partner
              </Link>
              <Link to={paths.businessModel} className="btn border border-white/40 text-white hover:bg-white/10">
                How the marketplace works
              </Link>
            </div>
          </div>
        </section>

        <section aria-labelledby="questions" className="card flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex gap-4">
            <span className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-2xl text-brand-600">
              <MessageIcon />
            </span>
            <div>
              <h2 id="questions" className="text-lg font-bold text-brand-900">
                Still have questions?
              </h2>
              <p className="text-sm text-muted">Most answers are in our FAQs. For anything else, we are a message away.</p>
            </div>
          </div>
          <div className="flex gap-3">
            <Link to={paths.faqs} className="btn-outline">
              Read the FAQs
            </Link>
            <Link to={paths.contact} className="btn-primary">
              Contact us
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
