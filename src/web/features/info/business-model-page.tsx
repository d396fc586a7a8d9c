import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import {
  COMMISSION_GST_PERCENT,
  DEFAULT_COMMISSION_BASIS_POINTS,
  commissionOn,
  percentFromBasisPoints,
} from '@shared/commission';
import { CATEGORIES, CITIES } from '@shared/constants';
import { INCLUDED_HOURS, INCLUDED_KM, PRICE_TABLE } from '@shared/pricing';
import { useFormat } from '../../lib/i18n/format';
import { CATEGORY_LABELS, CITY_LABELS } from '../../lib/i18n/labels';
import { useDocumentTitle } from '../../lib/use-document-title';
import { paths } from '../../paths';

interface Step {
  title: MessageDescriptor;
  /** May hold `{cities}`: the operating cities, listed in the reader's language. */
  text: MessageDescriptor;
}

/** The taxable fare the page works Saarthi's commission out on. */
const EXAMPLE_FARE = 4_000;

/** Between the names of the operating cities. */
const LIST_SEPARATOR = ', ';

const FOR_COMPANIES: Step[] = [
  {
    title: msg`Join and get verified`,
    text: msg`A travel company registers with its business details. Once we have checked its documents and drivers, its listings carry a Verified badge.`,
  },
  {
    title: msg`List cars with their drivers`,
    text: msg`Each listing is a car and the professional driver who comes with it: category, city, seats, fuel, fare, and the driver’s name, age and licence.`,
  },
  {
    title: msg`Receive leads`,
    text: msg`When a signed-in customer asks for a company’s contact on a car, Saarthi records it as a query — a warm lead for a customer ready to travel.`,
  },
  {
    title: msg`Grow through reviews`,
    text: msg`Customers rate the car and driver after the trip. Good ratings lift a company’s average, and the companies customers choose most are marked Trending.`,
  },
];

const FOR_CUSTOMERS: Step[] = [
  {
    title: msg`Search by city and category`,
    text: msg({
      message:
        'Choose regular, prime or luxury and your city — {cities} — to see the cars available with a driver.',
      comment:
        '{cities} is the list of the five operating cities, e.g. "Vijayawada, Guntur, Hyderabad, Visakhapatnam, Tirupati".',
    }),
  },
  {
    title: msg`Estimate the fare`,
    text: msg`Enter the kilometres and hours of the trip to see an estimate before talking to anyone.`,
  },
  {
    title: msg`Reveal the contact`,
    text: msg`Sign in and reveal the travel company’s contact to agree the trip directly with them. Your enquiry appears under Queries.`,
  },
  {
    title: msg`Ride, then review`,
    text: msg`After the trip, rate the car and driver so the next customer knows what to expect.`,
  },
];

function StepList({ steps }: { steps: Step[] }) {
  const { i18n } = useLingui();
  const cities = CITIES.map((city) => i18n._(CITY_LABELS[city])).join(LIST_SEPARATOR);
  return (
    <ol className="mt-6 space-y-5">
      {steps.map((step, index) => {
        // The values travel inside the descriptor, which is how `i18n._` takes them.
        const text: MessageDescriptor = { ...step.text, values: { cities } };
        return (
          <li key={step.title.id} className="flex gap-4">
            <span className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white">
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-brand-900">{i18n._(step.title)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted">{i18n._(text)}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

const SPEC_TITLE = msg({
  message: 'Bussines Model page',
  comment: 'The page name as the specification spells it; translate it as "Business Model page".',
});

/** docs/product/storefront.md#pages-and-routes: /businessModel, titled "Bussines Model page"; here with the marketplace explained. */
export function BusinessModelPage() {
  // docs/product/storefront.md#pages-and-routes names the page "Bussines Model page" (spelling as given); the visible heading is corrected.
  const { i18n } = useLingui();
  const format = useFormat();
  const hours = INCLUDED_HOURS;
  const km = INCLUDED_KM;
  // The figures the ledger charges companies (shared/commission.ts), on an example fare.
  const percent = percentFromBasisPoints(DEFAULT_COMMISSION_BASIS_POINTS);
  const gstPercent = COMMISSION_GST_PERCENT;
  const example = commissionOn(EXAMPLE_FARE, DEFAULT_COMMISSION_BASIS_POINTS);
  const exampleFare = format.rupees(EXAMPLE_FARE);
  const exampleCommission = format.rupees(example.commission);
  const exampleGst = format.rupees(example.gst);
  useDocumentTitle(i18n._(SPEC_TITLE));

  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-700 to-brand-500 text-white">
        <div className="container-page py-10 sm:py-14">
          <p className="text-xs font-semibold uppercase tracking-widest text-accent-300">
            {i18n._(SPEC_TITLE)}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            <Trans>Business Model</Trans>
          </h1>
          <p className="mt-2 max-w-2xl text-brand-100">
            <Trans>
              Saarthi is a marketplace. Travel companies list cars that come with professional
              drivers; customers find, compare and book them. Here is how each side works, and how
              Saarthi earns.
            </Trans>
          </p>
        </div>
      </section>

      <div className="container-page space-y-12 py-12 lg:py-16">
        <div className="grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="companies" className="card p-6 sm:p-8">
            <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">
              <Trans>Supply</Trans>
            </p>
            <h2 id="companies" className="section-title mt-1">
              <Trans>For travel companies</Trans>
            </h2>
            <StepList steps={FOR_COMPANIES} />
          </section>
          <section aria-labelledby="customers" className="card p-6 sm:p-8">
            <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">
              <Trans>Demand</Trans>
            </p>
            <h2 id="customers" className="section-title mt-1">
              <Trans>For customers</Trans>
            </h2>
            <StepList steps={FOR_CUSTOMERS} />
          </section>
        </div>

        <section aria-labelledby="estimate">
          <h2 id="estimate" className="section-title">
            <Trans>The estimate customers see</Trans>
          </h2>
          <p className="mt-2 max-w-3xl text-muted">
            <Trans>
              One transparent rate card per category, so estimates are comparable across companies:
              a base fare covering the first {hours} hours, a per-kilometre rate for the first {km}{' '}
              km and a higher rate beyond. The final fare is agreed with the travel company.
            </Trans>
          </p>
          {/* Phones get one card per category; wider screens the full table. */}
          <ul className="mt-6 grid gap-4 sm:hidden">
            {CATEGORIES.map((category) => {
              const rates = PRICE_TABLE[category];
              return (
                <li key={category} className="card p-5">
                  <h3 className="font-bold text-brand-900">{i18n._(CATEGORY_LABELS[category])}</h3>
                  <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                    <dt className="text-muted">
                      <Trans>Base ({hours} h)</Trans>
                    </dt>
                    <dd className="text-right font-semibold">{format.rupees(rates.base)}</dd>
                    <dt className="text-muted">
                      <Trans>Per km, first {km} km</Trans>
                    </dt>
                    <dd className="text-right font-semibold">{format.rupees(rates.perKmFirst)}</dd>
                    <dt className="text-muted">
                      <Trans>Per km beyond</Trans>
                    </dt>
                    <dd className="text-right font-semibold">{format.rupees(rates.perKmBeyond)}</dd>
                    <dt className="text-muted">
                      <Trans>Extra hour</Trans>
                    </dt>
                    <dd className="text-right font-semibold">
                      {format.rupees(rates.perExtraHour)}
                    </dd>
                  </dl>
                </li>
              );
            })}
          </ul>
          <div className="card mt-6 hidden overflow-hidden sm:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">
                <Trans>Estimate rates by category, in rupees</Trans>
              </caption>
              <thead className="bg-brand-50 text-brand-900">
                <tr>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    <Trans>Category</Trans>
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    <Trans>Base ({hours} h)</Trans>
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    <Trans>Per km, first {km} km</Trans>
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    <Trans>Per km beyond</Trans>
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    <Trans>Extra hour</Trans>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {CATEGORIES.map((category) => {
                  const rates = PRICE_TABLE[category];
                  return (
                    <tr key={category}>
                      <th scope="row" className="px-5 py-3 font-semibold text-brand-900">
                        {i18n._(CATEGORY_LABELS[category])}
                      </th>
                      <td className="px-5 py-3">{format.rupees(rates.base)}</td>
                      <td className="px-5 py-3">{format.rupees(rates.perKmFirst)}</td>
                      <td className="px-5 py-3">{format.rupees(rates.perKmBeyond)}</td>
                      <td className="px-5 py-3">{format.rupees(rates.perExtraHour)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>

        <section aria-labelledby="money" className="grid gap-6 md:grid-cols-3">
          <h2 id="money" className="section-title md:col-span-3">
            <Trans>Who pays for what</Trans>
          </h2>
          <div className="card p-6">
            <h3 className="font-semibold text-brand-900">
              <Trans>Customers pay the travel company</Trans>
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">
              <Trans>
                Searching, comparing and booking are free. The customer pays the final bill to the
                travel company that drives them, by UPI or as agreed, and gets the company's GST tax
                invoice.
              </Trans>
            </p>
          </div>
          <div className="card p-6">
            <h3 className="font-semibold text-brand-900">
              <Trans>Saarthi earns a commission</Trans>
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">
              <Trans>
                On each completed trip Saarthi takes {percent}% of the taxable fare, with{' '}
                {gstPercent}% GST on it. Tolls, parking and permits passed on at cost, and
                cancellation fees, carry none. Listing is free.
              </Trans>
            </p>
            <p className="mt-3 text-sm leading-relaxed text-brand-900">
              <Trans>
                A trip with a taxable fare of {exampleFare}: Saarthi's commission is{' '}
                {exampleCommission} and the GST on it {exampleGst}.
              </Trans>
            </p>
          </div>
          <div className="card p-6">
            <h3 className="font-semibold text-brand-900">
              <Trans>Settled every month</Trans>
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">
              <Trans>
                Each company reads its month on its Earnings page: the trips, the commission on each
                and what it owes Saarthi. The balance is settled by bank transfer once the month is
                over.
              </Trans>
            </p>
          </div>
        </section>

        <section className="flex flex-col items-start gap-4 rounded-card bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="font-semibold text-brand-900">
            <Trans>Want to list your cars on Saarthi?</Trans>
          </p>
          <div className="flex gap-3">
            <Link to={paths.about} className="btn-outline">
              <Trans>About Saarthi</Trans>
            </Link>
            <Link to={paths.contact} className="btn-primary">
              <Trans>Talk to us</Trans>
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
