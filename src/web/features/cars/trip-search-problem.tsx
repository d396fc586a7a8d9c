import { Trans } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { CUSTOMER_BOOKING_TABLES } from '../../components/booking/booking-messages';
import { ApiError } from '../../lib/api-client';
import { loadArea } from '../../lib/i18n/i18n';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { withTrip } from '../../lib/planned-trip';
import { paths } from '../../paths';

// The booking rules' words (a pickup too soon, a return before pickup) live with the booking
// pieces: a list that can be refused for its trip fetches them as it loads.
void loadArea('booking-parts').catch(() => undefined);

/** The trip's parts of the car search (`querystring.pickup_at` …): a refusal of the trip itself. */
const TRIP_FIELDS = /^querystring\.(pickup_at|return_at|trip_type|package|to|km|sort)$/;

/** The search's refusal of the trip (a 400 on one of its fields), or null for any other failure. */
export function tripRefusal(error: unknown): ApiError | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  return error.fields.some((field) => TRIP_FIELDS.test(field.field)) ? error : null;
}

/**
 * Why the cars cannot be searched for this trip ("Pickup must be at least 2 hours from now"), in
 * the reader's language, with the way back to the search to change the trip: trying again would
 * only be refused again.
 */
export function TripSearchProblem({ error }: { error: ApiError }) {
  const translate = useTranslateMessage(CUSTOMER_BOOKING_TABLES);
  const [search] = useSearchParams();
  const field = error.fields.find((each) => TRIP_FIELDS.test(each.field)) ?? error.fields[0];
  const said = field ?? { message: error.message, code: error.code, params: error.params };
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-red-50 px-4 py-3 text-sm text-danger ring-1 ring-red-200"
    >
      <p className="font-semibold">{translate(said)}</p>
      <Link
        to={withTrip(paths.home, search)}
        className="font-semibold text-brand-700 underline underline-offset-4"
      >
        <Trans>Change your trip</Trans>
      </Link>
    </div>
  );
}
