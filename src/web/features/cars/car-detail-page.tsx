import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { CarDetail } from '@shared/contracts/cars';
import { formatRating } from '@shared/rating';
import { CalendarIcon, ChevronLeftIcon, PhoneIcon, UserIcon } from '../../components/icons';
import { CalculatorIcon } from '../../components/page-icons';
import { BelowFirstScreen } from '../../components/below-first-screen';
import { ImageWithFallback, imageUrl } from '../../components/image-with-fallback';
import { isNotFound } from '../../lib/api-client';
import { loadArea } from '../../lib/i18n/i18n';
import { CATEGORY_LABELS, SERVICE_TYPE_LABELS } from '../../lib/i18n/labels';
import { paths } from '../../paths';
import { carKeys, carQueryOptions, companyBadgeQueryOptions, useCar } from './api';
import { AvailabilityPill, OwnerBadges, Prices, RateLine } from './car-card';
import { TripSummary } from './trip-summary';
import { CarGallery, galleryPhotos } from './car-gallery';
import { ContactDetails, useContactReveal } from './contact-reveal';
import { PhoneActionBar, PHONE_BAR_ROOM } from './phone-action-bar';
import { PriceCalculator } from './price-calculator';
import { ResponseBadge } from './response-badge';
import { StarRating } from './star-rating';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { PageModule } from '../../routes';
import { useBookingRequest } from './use-booking-request';
import { languageList } from '../../lib/i18n/driver-languages';
import { useFormat } from '../../lib/i18n/format';
import {
  AvailabilityLoading,
  BookingFormLoading,
  CarFacts,
  DetailSkeleton,
  Problem,
  ReviewsLoading,
  scrollIntoViewSoon,
} from './car-detail-parts';

// docs/product/trips-and-money.md#bookings: the booking form and the availability calendar come from the bookings
// feature, each a chunk of its own with the bookings' messages, so the car page's chunk stays small.
const loadBookingDialog = () => import('../bookings/booking-dialog');
const BookingDialog = lazy(() =>
  Promise.all([loadBookingDialog(), loadArea('bookings')]).then(([module]) => ({
    default: module.BookingDialog,
  })),
);
const CarAvailability = lazy(() =>
  Promise.all([import('../bookings/car-availability'), loadArea('bookings')]).then(([module]) => ({
    default: module.CarAvailability,
  })),
);

// The reviews sit below the car's facts: their list, form and report dialog (with the form
// library) come as a chunk of their own, after the first screen (BelowFirstScreen).
const CarReviews = lazy(() =>
  import('./car-reviews').then((module) => ({ default: module.CarReviews })),
);

function CarPage({ car }: { car: CarDetail }) {
  const { t, i18n } = useLingui();
  // The tab names the car, as a bookmark or a shared link should.
  useDocumentTitle(`${car.car_name} ${car.car_model}`);
  const { booking, setBooking, tripDraft } = useBookingRequest(car._id);
  const [showPrice, setShowPrice] = useState(false);
  const contact = useContactReveal(car);
  const priceId = useId();
  const contactId = useId();
  // Asked from the phone bar: the contact panel is brought into view once the reveal answers.
  const showContactWhenRevealed = useRef(false);
  useEffect(() => {
    if (!contact.revealed || !showContactWhenRevealed.current) return;
    showContactWhenRevealed.current = false;
    scrollIntoViewSoon(contactId);
  }, [contact.revealed, contactId]);
  const categoryName = i18n._(CATEGORY_LABELS[car.category]);
  const serviceName = i18n._(SERVICE_TYPE_LABELS[car.service_type]);
  const companyName = car.user.travelsName;
  const driverName = car.driver_name;
  const age = car.driver_age;
  const experience = car.driver_experience_years;
  const modelYear = car.model_year;
  const format = useFormat();

  return (
    <div className={`container-page space-y-6 pt-6 sm:pt-8 ${PHONE_BAR_ROOM}`}>
      <nav aria-label={t`Breadcrumb`}>
        <Link
          to={paths.category(car.category)}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ChevronLeftIcon className="h-4 w-4" />
          <Trans>{categoryName} cars</Trans>
        </Link>
      </nav>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
        <div className="card self-start overflow-hidden">
          <CarGallery photos={galleryPhotos(car)} name={`${car.car_name} ${car.car_model}`}>
            <AvailabilityPill available={car.availability} className="absolute bottom-4 left-4" />
          </CarGallery>
        </div>

        <div className="space-y-5">
          <div>
            <p className="text-xs font-bold uppercase tracking-widest text-accent-700">
              {categoryName} · {serviceName}
            </p>
            <h1 className="mt-1 break-words text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
              {car.car_name}
            </h1>
            <p className="text-muted">
              {modelYear !== null ? (
                <>
                  <span className="font-semibold text-ink/80">
                    <span className="sr-only">
                      <Trans>Model year</Trans>{' '}
                    </span>
                    {String(modelYear)}
                  </span>
                  {car.car_model ? <span aria-hidden="true"> · </span> : null}
                </>
              ) : null}
              {car.car_model}
            </p>
            <div className="mt-3">
              <Prices car={car} size="large" />
              <RateLine rates={car.rates} className="mt-1 text-sm" />
              <TripSummary className="mt-3 bg-brand-50" />
            </div>
          </div>

          <CarFacts car={car} />

          {car.availability ? (
            <button
              type="button"
              className="btn-primary w-full py-3 text-base"
              aria-haspopup="dialog"
              onPointerEnter={() => void loadBookingDialog()}
              onFocus={() => void loadBookingDialog()}
              onClick={() => setBooking({ draft: tripDraft })}
            >
              <CalendarIcon className="h-5 w-5" />
              <Trans>Book this car</Trans>
            </button>
          ) : (
            <p className="rounded-xl bg-surface px-4 py-3 text-sm text-muted ring-1 ring-slate-200">
              <Trans>This car is not taking bookings right now.</Trans>
            </p>
          )}

          <div className="flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              className="btn-accent flex-1"
              aria-expanded={showPrice}
              aria-controls={priceId}
              onClick={() => setShowPrice((open) => !open)}
            >
              <CalculatorIcon className="h-4 w-4" />
              <Trans>Estimated Price</Trans>
            </button>
            <button
              type="button"
              className="btn-primary flex-1"
              aria-expanded={contact.revealed}
              aria-controls={contactId}
              aria-busy={contact.pending || undefined}
              onClick={contact.toggle}
            >
              <PhoneIcon className="h-4 w-4" />
              <Trans>Contact Information</Trans>
            </button>
          </div>
          {contact.pending ? (
            <p role="status" className="text-sm text-muted">
              <Trans>Getting the contact...</Trans>
            </p>
          ) : null}
        </div>
      </div>

      {showPrice ? (
        <PriceCalculator
          rates={car.rates}
          id={priceId}
          onFullQuote={
            car.availability
              ? (kilometers) => setBooking({ draft: { ...tripDraft, estimatedKm: kilometers } })
              : undefined
          }
        />
      ) : null}
      {contact.revealed && contact.contact ? (
        <ContactDetails car={car} contact={contact.contact} id={contactId} />
      ) : null}

      {car.availability ? (
        <BelowFirstScreen placeholder={AvailabilityLoading}>
          <CarAvailability
            carId={car._id}
            onPick={(day) => setBooking({ pickupDay: day, draft: tripDraft })}
          />
        </BelowFirstScreen>
      ) : null}

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby={`${contactId}-owner`} className="card p-5 sm:p-6">
          <h2
            id={`${contactId}-owner`}
            className="text-xs font-semibold uppercase tracking-wide text-muted"
          >
            <Trans>Travel company</Trans>
          </h2>
          <div className="mt-3 flex items-center gap-4">
            <ImageWithFallback
              src={car.user.imageUrl}
              alt={t`${companyName} logo`}
              width={64}
              height={64}
              className="h-16 w-16 shrink-0 rounded-xl bg-brand-50 object-cover"
            />
            <div className="min-w-0 space-y-1">
              <p className="text-lg font-bold text-brand-900">{car.user.travelsName}</p>
              <OwnerBadges owner={car.user} />
              <ResponseBadge carId={car._id} />
              <div className="flex flex-wrap items-center gap-2">
                <StarRating rating={car.user.rating} />
                <span className="text-sm text-muted">
                  {car.user.rating > 0 ? (
                    formatRating(car.user.rating)
                  ) : (
                    <Trans>No ratings yet</Trans>
                  )}
                </span>
              </div>
            </div>
          </div>
        </section>

        <section aria-labelledby={`${contactId}-driver`} className="card p-5 sm:p-6">
          <h2
            id={`${contactId}-driver`}
            className="text-xs font-semibold uppercase tracking-wide text-muted"
          >
            <Trans>Your driver</Trans>
          </h2>
          {driverName ? (
            <div className="mt-3 flex items-center gap-4">
              <ImageWithFallback
                src={car.driver_image}
                alt={t`Driver ${driverName}`}
                width={64}
                height={64}
                className="h-16 w-16 shrink-0 rounded-full bg-brand-50 object-cover"
              />
              <dl className="min-w-0 space-y-0.5 text-sm">
                <div>
                  <dt className="sr-only">
                    <Trans>Name</Trans>
                  </dt>
                  <dd className="text-lg font-bold text-brand-900">{driverName}</dd>
                </div>
                {age !== null ? (
                  <div className="flex gap-1">
                    <dt className="text-muted">
                      <Trans>Age</Trans>
                    </dt>
                    <dd className="font-medium">
                      <Plural value={age} one="# year" other="# years" />
                    </dd>
                  </div>
                ) : null}
                {experience !== null ? (
                  <div className="flex gap-1">
                    <dt className="text-muted">
                      <Trans>Experience</Trans>
                    </dt>
                    <dd className="font-medium">
                      <Plural
                        value={experience}
                        _0="Less than a year"
                        one="# year"
                        other="# years"
                      />
                    </dd>
                  </div>
                ) : null}
                {car.driver_languages.length > 0 ? (
                  <div className="flex flex-wrap gap-x-1">
                    <dt className="text-muted">
                      <Trans>Speaks</Trans>
                    </dt>
                    <dd className="font-medium">
                      {languageList(i18n, format.tag, car.driver_languages)}
                    </dd>
                  </div>
                ) : null}
                {car.driver_lisence ? (
                  <div className="flex gap-1">
                    <dt className="text-muted">
                      <Trans>Licence</Trans>
                    </dt>
                    <dd className="break-all font-medium">{car.driver_lisence}</dd>
                  </div>
                ) : null}
              </dl>
            </div>
          ) : (
            <p className="mt-3 flex items-center gap-2 text-sm text-muted">
              <UserIcon className="h-4 w-4" />
              <Trans>The travel company assigns a professional driver when you book.</Trans>
            </p>
          )}
        </section>
      </div>

      <BelowFirstScreen placeholder={ReviewsLoading}>
        <CarReviews car={car} />
      </BelowFirstScreen>

      <PhoneActionBar
        rates={car.rates}
        onEstimate={() => {
          setShowPrice(true);
          scrollIntoViewSoon(priceId);
        }}
        onContact={() => {
          showContactWhenRevealed.current = !contact.revealed;
          contact.toggle();
        }}
        contactBusy={contact.pending}
        onBook={car.availability ? () => setBooking({ draft: tripDraft }) : undefined}
      />

      {booking ? (
        <Suspense fallback={<BookingFormLoading />}>
          <BookingDialog
            car={car}
            pickupDay={booking.pickupDay}
            draft={booking.draft}
            onClose={() => setBooking(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * Opened from a link (the one customers share), the car is fetched as soon as this chunk arrives,
 * and its photo as soon as its address is known: on slow mobile data the photo, the largest thing
 * on a phone's first screen, is there when the page first renders.
 */
export const prefetch: PageModule['prefetch'] = async (params, queryClient) => {
  if (!params.id) return;
  // A failure stays in the cache: the page asks again and explains it as usual. The company's
  // response badge is on the first screen too.
  await Promise.all([
    queryClient.prefetchQuery(carQueryOptions(params.id)),
    queryClient.prefetchQuery(companyBadgeQueryOptions(params.id)),
  ]);
  const answer = queryClient.getQueryData<{ car: CarDetail }>(carKeys.detail(params.id));
  // The server draws the photo into the page; the browser starts it before the page arrives.
  if (import.meta.env.SSR || !answer?.car.car_image) return;
  const photo = document.createElement('link');
  photo.rel = 'preload';
  photo.setAttribute('as', 'image');
  photo.href = imageUrl(answer.car.car_image);
  photo.setAttribute('fetchpriority', 'high');
  document.head.append(photo);
};

/** docs/product/storefront.md#car-detail (/car/{id}). */
export function CarDetailPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { data: car, isPending, isError, error } = useCar(id);
  const missing = isError && isNotFound(error);

  if (isPending) return <DetailSkeleton />;
  if (missing) {
    return (
      <Problem title={t`Car not found.`}>
        <p className="mt-2 text-muted">
          <Trans>It may have been removed by its travel company.</Trans>
        </p>
      </Problem>
    );
  }
  if (isError) {
    return (
      <Problem title={t`Failed to load car details`}>
        <p className="mt-2 text-muted">
          <Trans>Please check your connection and try again.</Trans>
        </p>
      </Problem>
    );
  }
  // A new id is a new visit: the contact panel and the query log start over (docs/product/storefront.md#page-states).
  return <CarPage key={car._id} car={car} />;
}
