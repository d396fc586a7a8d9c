import { Trans, useLingui } from '@lingui/react/macro';

import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import * as z from 'zod/mini';
import { BOOKING_STATUSES } from '@shared/booking-constants';
import {
  AdminBookingListQuerySchema,
  BOOKING_REFERENCE_MAX,
  type AdminBookingRow,
} from '@shared/contracts/admin-bookings';
import { Field } from '../../components/form';
import { SearchActions } from '../../components/console/list-parts';
import { useFormat } from '../../lib/i18n/format';
import { BookingsIcon } from '../components/icons';
import { opsPaths } from '../ops-paths';
import { SearchResults } from '../../components/console/search-results';
import { filledParams, isOneOf } from '../components/url-search';
import {
  SearchPage,
  type SearchFormProps,
  type SearchResultsProps,
} from '../components/search-page';
import {
  BOOKING_SEARCH_FIELDS,
  useBookingCompanies,
  useBookingSearch,
  type BookingSearch,
} from './api';
import { BOOKING_STATUS_LOOKS } from './labels';
import { BookingStatusBadge, useWhen } from './parts';
import { useSearchForm } from '../components/search-form';
import { DeskTable } from '../../components/console/desk-table';

const isStatus = isOneOf(BOOKING_STATUSES);

/** The search the address holds; anything unknown in it is left out. */
function searchOf(params: URLSearchParams): BookingSearch {
  const status = params.get('status') ?? '';
  return {
    reference: params.get('reference') ?? '',
    phone: params.get('phone') ?? '',
    companyId: params.get('companyId') ?? '',
    status: isStatus(status) ? status : '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

const paramsOf = (search: BookingSearch) => filledParams(BOOKING_SEARCH_FIELDS, search);

/**
 * /ops/bookings (docs/product/marketplace.md#operator-console: search bookings by reference, phone, company,
 * status and dates). The search lives in the address, so the way back from a booking, a reload
 * or a link shared with a colleague opens the same results.
 */
export function BookingsPage() {
  const { t } = useLingui();
  return (
    <SearchPage
      title={t`Bookings`}
      subtitle={t`Find any booking by its reference, the customer's phone, the company, its status or its pickup days.`}
      read={searchOf}
      fields={BOOKING_SEARCH_FIELDS}
      Form={SearchForm}
      Results={Results}
      csvPath="/api/admin/bookings.csv"
    />
  );
}

/** The search as typed, trimmed, and checked with the server's own rules for its address. */
const trimmed = (values: BookingSearch) =>
  Object.fromEntries(
    BOOKING_SEARCH_FIELDS.map((field) => [field, values[field].trim()]),
  ) as unknown as BookingSearch;
const SearchSchema = z.pipe(
  z.transform(
    (values: BookingSearch) =>
      paramsOf(trimmed(values)) as z.input<typeof AdminBookingListQuerySchema>,
  ),
  AdminBookingListQuerySchema,
);

function SearchForm({ initial, searched, onSearch }: SearchFormProps<BookingSearch>) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const companies = useBookingCompanies();
  const { form, register, errors, message, submit } = useSearchForm(
    SearchSchema,
    initial,
    (typed, checked) =>
      onSearch({
        ...trimmed(typed),
        // As the server reads them: SA-7K3Q9X for 7k3q9x, 9848012345 for +91 98480 12345.
        reference: checked.reference ?? '',
        phone: checked.phone ?? '',
      }),
  );
  const [companyId, from] = useWatch({ control: form.control, name: ['companyId', 'from'] });

  const error = (field: keyof BookingSearch) => message(errors[field]);
  const chosenCompanyUnknown =
    companyId !== '' &&
    companies.data !== undefined &&
    !companies.data.some((company) => company._id === companyId);

  return (
    <form
      role="search"
      aria-labelledby={titleId}
      noValidate
      onSubmit={submit}
      className="card p-5 sm:p-6"
    >
      <h2 id={titleId} className="sr-only">
        <Trans>Search bookings</Trans>
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field label={t`Reference`} error={error('reference')} hint={t`For example SA-7K3Q9X`}>
          {(control) => (
            <input
              type="text"
              className="field-input uppercase placeholder:normal-case"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={BOOKING_REFERENCE_MAX}
              {...register('reference')}
              {...control}
            />
          )}
        </Field>
        <Field label={t`Customer's phone`} error={error('phone')} hint={t`The 10-digit mobile`}>
          {(control) => (
            <input
              type="tel"
              className="field-input"
              autoComplete="off"
              // Room for the number as people write it: +91 98765 43210.
              maxLength={16}
              {...register('phone')}
              {...control}
            />
          )}
        </Field>
        <Field
          label={t`Company`}
          error={error('companyId')}
          hint={companies.isError ? t`The companies could not be loaded.` : undefined}
        >
          {(control) => (
            <select className="field-input" {...register('companyId')} {...control}>
              <option value="">{t`Any company`}</option>
              {chosenCompanyUnknown ? (
                <option value={companyId}>{t`The company in the link`}</option>
              ) : null}
              {(companies.data ?? []).map((company) => (
                <option key={company._id} value={company._id}>
                  {company.name} · {company.city}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t`Status`} error={error('status')}>
          {(control) => (
            <select className="field-input" {...register('status')} {...control}>
              <option value="">{t`Any status`}</option>
              {BOOKING_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {i18n._(BOOKING_STATUS_LOOKS[status].label)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t`Pickup from`} error={error('from')} hint={t`India dates`}>
          {(control) => (
            <input type="date" className="field-input" {...register('from')} {...control} />
          )}
        </Field>
        <Field label={t`Pickup to`} error={error('to')}>
          {(control) => (
            <input
              type="date"
              className="field-input"
              {...register('to')}
              min={from || undefined}
              {...control}
            />
          )}
        </Field>
      </div>
      <SearchActions searched={searched} clearTo={opsPaths.bookings} />
    </form>
  );
}

function Results({ search, searched, onClear }: SearchResultsProps<BookingSearch>) {
  const { t } = useLingui();
  return (
    <SearchResults
      query={useBookingSearch(search)}
      itemsOf={(page) => page.bookings}
      searched={searched}
      onClear={onClear}
      icon={<BookingsIcon />}
      words={{
        heading: searched ? <Trans>Matching bookings</Trans> : <Trans>All bookings</Trans>,
        loading: <Trans>Searching the bookings…</Trans>,
        failed: t`We could not search the bookings`,
        noMatch: t`No booking matches this search`,
        noMatchHint: <Trans>Check the reference or the phone number, or widen the dates.</Trans>,
        showAll: <Trans>Show every booking</Trans>,
        none: t`No bookings yet`,
        noneHint: <Trans>The bookings customers make appear here, the latest pickup first.</Trans>,
        loadMore: <Trans>Load more bookings</Trans>,
        moreFailed: (reason) => <Trans>More bookings could not be loaded: {reason}</Trans>,
      }}
    >
      {(list) => (
        <>
          <BookingTable bookings={list} />
          <BookingCards bookings={list} />
        </>
      )}
    </SearchResults>
  );
}

/** Where a booking's page sends its "back" link: these results, as they were searched. */
function useBackState() {
  const location = useLocation();
  return { from: `${location.pathname}${location.search}` };
}

/** Desks: one row per booking, every fact in its column. */
function BookingTable({ bookings }: { bookings: AdminBookingRow[] }) {
  const { t } = useLingui();
  const format = useFormat();
  const when = useWhen();
  const back = useBackState();
  return (
    <DeskTable
      caption={t`Bookings, the latest pickup first`}
      columns={[
        { label: <Trans>Reference</Trans> },
        { label: <Trans>Status</Trans> },
        { label: <Trans>Pickup and return</Trans> },
        { label: <Trans>Car and company</Trans> },
        { label: <Trans>Customer</Trans> },
        { label: <Trans>Total</Trans>, end: true },
      ]}
    >
      {bookings.map((booking) => (
        <tr key={booking._id} className="align-top">
          <th scope="row" className="px-4 py-3 font-semibold">
            <Link
              to={opsPaths.booking(booking._id)}
              state={back}
              className="text-brand-700 hover:underline"
            >
              {booking.reference}
            </Link>
          </th>
          <td className="px-4 py-3">
            <BookingStatusBadge status={booking.status} />
          </td>
          <td className="whitespace-nowrap px-4 py-3">
            <time dateTime={booking.pickupAt}>{when(booking.pickupAt)}</time>
            <br />
            <span className="text-muted">
              <time dateTime={booking.returnAt}>{when(booking.returnAt)}</time>
            </span>
          </td>
          <td className="px-4 py-3">
            {carName(booking)}
            <br />
            <span className="text-muted">{booking.company.name}</span>
          </td>
          <td className="px-4 py-3">
            {booking.customer.name}
            <br />
            <span className="text-muted">{booking.customer.phone}</span>
          </td>
          <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">
            {format.rupees(booking.total)}
          </td>
        </tr>
      ))}
    </DeskTable>
  );
}

const carName = (booking: AdminBookingRow) =>
  [booking.car.name, booking.car.model].filter(Boolean).join(' ');

/** Phones: a card per booking, the whole card its link. */
function BookingCards({ bookings }: { bookings: AdminBookingRow[] }) {
  const { t } = useLingui();
  const format = useFormat();
  const when = useWhen();
  const back = useBackState();
  return (
    <ul className="space-y-3 md:hidden" aria-label={t`Bookings, the latest pickup first`}>
      {bookings.map((booking) => (
        <li key={booking._id}>
          <Link
            to={opsPaths.booking(booking._id)}
            state={back}
            className="card block p-4 hover:ring-2 hover:ring-brand-500"
          >
            <span className="flex items-start justify-between gap-3">
              <span className="font-bold text-brand-900">{booking.reference}</span>
              <BookingStatusBadge status={booking.status} />
            </span>
            <span className="mt-1 block text-sm text-ink">
              <time dateTime={booking.pickupAt}>{when(booking.pickupAt)}</time>
              {' – '}
              <time dateTime={booking.returnAt}>{when(booking.returnAt)}</time>
            </span>
            <span className="mt-1 block break-words text-sm text-muted">
              {carName(booking)} · {booking.company.name}
            </span>
            <span className="mt-1 flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 break-words text-ink">
                {booking.customer.name} · {booking.customer.phone}
              </span>
              <span className="shrink-0 font-semibold tabular-nums text-ink">
                {format.rupees(booking.total)}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
