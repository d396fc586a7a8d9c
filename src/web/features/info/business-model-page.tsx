import { Link } from 'react-router';
import { CATEGORIES, CITIES } from '@shared/constants';
import { formatRupees } from '@shared/money';
import { INCLUDED_HOURS, INCLUDED_KM, PRICE_TABLE } from '@shared/pricing';
import { useDocumentTitle } from '../../lib/use-document-title';
import { paths } from '../../paths';

interface Step {
  title: string;
  text: string;
}

const FOR_COMPANIES: Step[] = [
  {
    title: 'Join and get verified',
    text: 'A travel company registers with its business details. Once we have checked its documents and drivers, its listings carry a Verified badge.',
  },
  {
    title: 'List cars with their drivers',
    text: 'Each listing is a car and the professional driver who comes with it: category, city, seats, fuel, fare, and the driver’s name, age and licence.',
  },
  {
    title: 'Receive leads',
    text: 'When a signed-in customer asks for a company’s contact on a car, Saarthi records it as a query — a warm lead for a customer ready to travel.',
  },
  {
    title: 'Grow through reviews',
    text: 'Customers rate the car and driver after the trip. Good ratings lift a company’s average, and the companies customers choose most are marked Trending.',
  },
];

const FOR_CUSTOMERS: Step[] = [
  {
    title: 'Search by city and category',
    text: `Choose regular, prime or luxury and your city — ${CITIES.join(', ')} — to see the cars available with a driver.`,
  },
  {
    title: 'Estimate the fare',
    text: 'Enter the kilometres and hours of the trip to see an estimate before talking to anyone.',
  },
  {
    title: 'Reveal the contact',
    text: 'Sign in and reveal the travel company’s contact to agree the trip directly with them. Your enquiry appears under Queries.',
  },
  {
    title: 'Ride, then review',
    text: 'After the trip, rate the car and driver so the next customer knows what to expect.',
  },
];

function StepList({ steps }: { steps: Step[] }) {
  return (
    <ol className="mt-6 space-y-5">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white">
            {index + 1}
          </span>
          <div>
            <h3 className="font-semibold text-brand-900">{step.title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-muted">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** spec §2: /businessModel, titled "Bussines Model page"; here with the marketplace explained. */
export function BusinessModelPage() {
  // spec §2 names the page "Bussines Model page" (spelling as given); the visible heading is corrected.
  useDocumentTitle('Bussines Model page');

  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-700 to-brand-500 text-white">
        <div className="container-page py-10 sm:py-14">
          <p className="text-xs font-semibold uppercase tracking-widest text-accent-300">Bussines Model page</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">Business Model</h1>
          <p className="mt-2 max-w-2xl text-brand-100">
            Saarthi is a marketplace. Travel companies list cars that come with professional drivers; customers find,
            compare and contact them. Here is how each side works.
          </p>
        </div>
      </section>

      <div className="container-page space-y-12 py-12 lg:py-16">
        <div className="grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="companies" className="card p-6 sm:p-8">
            <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">Supply</p>
            <h2 id="companies" className="section-title mt-1">
              For travel companies
            </h2>
            <StepList steps={FOR_COMPANIES} />
          </section>
          <section aria-labelledby="customers" className="card p-6 sm:p-8">
            <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">Demand</p>
            <h2 id="customers" className="section-title mt-1">
              For customers
            </h2>
            <StepList steps={FOR_CUSTOMERS} />
          </section>
        </div>

        <section aria-labelledby="estimate">
          <h2 id="estimate" className="section-title">
            The estimate customers see
          </h2>
          <p className="mt-2 max-w-3xl text-muted">
            One transparent rate card per category, so estimates are comparable across companies: a base fare covering
            the first {INCLUDED_HOURS} hours, a per-kilometre rate for the first {INCLUDED_KM} km and a higher rate
            beyond. The final fare is agreed with the travel company.
          </p>
          {/* Phones get one card per category; wider screens the full table. */}
          <ul className="mt-6 grid gap-4 sm:hidden">
            {CATEGORIES.map((category) => {
              const rates = PRICE_TABLE[category];
              return (
                <li key={category} className="card p-5">
                  <h3 className="font-bold capitalize text-brand-900">{category}</h3>
                  <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                    <dt className="text-muted">Base ({INCLUDED_HOURS} h)</dt>
                    <dd className="text-right font-semibold">{formatRupees(rates.base)}</dd>
                    <dt className="text-muted">Per km, first {INCLUDED_KM} km</dt>
                    <dd className="text-right font-semibold">{formatRupees(rates.perKmFirst)}</dd>
                    <dt className="text-muted">Per km beyond</dt>
                    <dd className="text-right font-semibold">{formatRupees(rates.perKmBeyond)}</dd>
                    <dt className="text-muted">Extra hour</dt>
                    <dd className="text-right font-semibold">{formatRupees(rates.perExtraHour)}</dd>
                  </dl>
                </li>
              );
            })}
          </ul>
          <div className="card mt-6 hidden overflow-hidden sm:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Estimate rates by category, in rupees</caption>
              <thead className="bg-brand-50 text-brand-900">
                <tr>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    Category
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    Base ({INCLUDED_HOURS} h)
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    Per km, first {INCLUDED_KM} km
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    Per km beyond
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    Extra hour
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {CATEGORIES.map((category) => {
                  const rates = PRICE_TABLE[category];
                  return (
                    <tr key={category}>
                      <th scope="row" className="px-5 py-3 font-semibold capitalize text-brand-900">
                        {category}
                      </th>
                      <td className="px-5 py-3">{formatRupees(rates.base)}</td>
                      <td className="px-5 py-3">{formatRupees(rates.perKmFirst)}</td>
                      <td className="px-5 py-3">{formatRupees(rates.perKmBeyond)}</td>
                      <td className="px-5 py-3">{formatRupees(rates.perExtraHour)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>

        <section aria-labelledby="money" className="grid gap-6 md:grid-cols-3">
          <h2 id="money" className="section-title md:col-span-3">
            Who pays for what
          </h2>
          <div className="card p-6">
            <h3 className="font-semibold text-brand-900">Customers pay the travel company</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">
              Searching, estimating and contacting are free. The fare is paid to the travel company that drives you,
              under its own cancellation policy.
            </p>
          </div>
          <div className="card p-6">
            <h3 className="font-semibold text-brand-900">Companies pay for reach</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">
              Travel companies fund the marketplace through listing plans and promoted placement, in exchange for
              qualified leads from customers in their city.
            </p>
          </div>
          <div className="card p-6">
            <h3 className="font-semibold text-brand-900">Premium services</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">
              Rental is open to everyone today. Outstation trips, airport transfers and weddings &amp; events are
              premium services that open up as partners join them.
            </p>
          </div>
        </section>

        <section className="flex flex-col items-start gap-4 rounded-card bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="font-semibold text-brand-900">Want to list your cars on Saarthi?</p>
          <div className="flex gap-3">
            <Link to={paths.about} className="btn-outline">
              About Saarthi
            </Link>
            <Link to={paths.contact} className="btn-primary">
              Talk to us
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
