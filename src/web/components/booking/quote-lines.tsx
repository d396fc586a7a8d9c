import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AIRPORT_INCLUDED_KM, GST_PERCENT } from '@shared/booking-constants';
import { LOCAL_PACKAGE_TERMS } from '@shared/trip-pricing';
import type { Quote, QuoteLine } from '@shared/contracts/bookings';
import type { ReactNode } from 'react';
import { useFormat } from '../../lib/i18n/format';

/**
 * A quote line by line in the reader's language (docs/product/trips-and-money.md#rate-card-and-quotes): each line is
 * worded from its code, quantity and rate, GST its own line, then the total and the notes (tolls,
 * parking and permits at actuals; this car's own rates). A line the app does not know yet is
 * shown with the server's English label. The customer's booking form and trip and the partner's
 * booking show it alike; `children` are rows of the same list after the total (what a
 * cancellation costs).
 */
export function QuoteLines({
  quote,
  children,
  besideAmount,
}: {
  quote: Quote;
  children?: ReactNode;
  /** Said under a line's amount (a bill's line: what the quote had for it). */
  besideAmount?: (line: Quote['lines'][number], index: number) => ReactNode;
}) {
  const format = useFormat();
  const lineText = useLineText(quote);
  const noteText = useNoteText();
  return (
    <>
      <dl className="divide-y divide-slate-100 text-sm">
        {quote.lines.map((line, index) => (
          <div
            key={`${line.code}-${index}`}
            className="flex items-baseline justify-between gap-4 py-2"
          >
            <dt className="min-w-0 text-ink">{lineText(line)}</dt>
            <dd className="shrink-0 text-right tabular-nums text-ink">
              {format.rupees(line.amount)}
              {besideAmount?.(line, index)}
            </dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-4 py-2 text-base font-bold text-brand-900">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd className="shrink-0 tabular-nums">{format.rupees(quote.total)}</dd>
        </div>
        {children}
      </dl>
      {quote.notes.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-muted">
          {quote.notes.map((note) => (
            <li key={note.code}>{noteText(note)}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function useLineText(quote: Quote) {
  const { t } = useLingui();
  const format = useFormat();
  return (line: QuoteLine): string => {
    const quantity = line.quantity;
    const rate = line.unitAmount === undefined ? undefined : format.rupees(line.unitAmount);
    switch (line.code) {
      case 'distance': {
        const km = format.number(quantity ?? quote.billedKm);
        const included = format.number(AIRPORT_INCLUDED_KM);
        if (quote.tripType === 'airport') {
          return rate === undefined
            ? t`Distance beyond ${included} km: ${km} km`
            : t`Distance beyond ${included} km: ${km} km × ${rate}`;
        }
        return rate === undefined ? t`Distance: ${km} km` : t`Distance: ${km} km × ${rate}`;
      }
      case 'time': {
        if (quantity === undefined) return t`Time charge`;
        return t`Time: ${plural(quantity, { one: '# hour', other: '# hours' })}`;
      }
      case 'airport_fare': {
        const included = format.number(AIRPORT_INCLUDED_KM);
        return t`Airport transfer fare, ${included} km included`;
      }
      case 'driver_allowance':
        return quantity === undefined || rate === undefined
          ? t`Driver allowance`
          : t`Driver allowance: ${plural(quantity, { one: '# day', other: '# days' })} × ${rate}`;
      case 'night_charge':
        return quantity === undefined || rate === undefined
          ? t`Night charge`
          : t`Night charge: ${plural(quantity, { one: '# night', other: '# nights' })} × ${rate}`;
      case 'package': {
        const terms = quote.package === undefined ? undefined : LOCAL_PACKAGE_TERMS[quote.package];
        if (terms === undefined) return t`Local package`;
        const hours = format.number(terms.hours);
        const km = format.number(terms.km);
        return t`Local package: ${hours} h / ${km} km`;
      }
      case 'extra_km': {
        if (quantity === undefined || rate === undefined) return t`Extra km`;
        const distance = format.number(quantity);
        return t`Extra km: ${distance} km × ${rate}`;
      }
      case 'extra_time':
        return quantity === undefined || rate === undefined
          ? t`Extra time`
          : t`Extra time: ${plural(quantity, { one: '# hour', other: '# hours' })} × ${rate}`;
      case 'return_trip': {
        if (quantity === undefined || rate === undefined) return t`Driver's way back`;
        const distance = format.number(quantity);
        return t`Driver's way back: ${distance} km × ${rate}`;
      }
      case 'tolls': {
        const place = quote.to?.name;
        return place === undefined
          ? t`Estimated tolls, there and back`
          : t`Estimated tolls to ${place} and back`;
      }
      case 'permit': {
        const state = line.state;
        return state === undefined ? t`State permit` : t`State permit: ${state}`;
      }
      case 'tolls_paid':
        return t`Tolls paid on the way`;
      case 'parking_paid':
        return t`Parking paid on the way`;
      case 'permit_paid':
        return t`State permits paid on the way`;
      case 'other_paid':
        return t`Other expenses paid on the way`;
      case 'cancellation_fee': {
        if (quantity === undefined) return t`Cancellation fee`;
        const share = format.number(quantity);
        return t`Cancellation fee: ${share}% of the fare`;
      }
      case 'no_show_fee': {
        if (quantity === undefined) return t`No-show fee`;
        const share = format.number(quantity);
        return t`No-show fee: ${share}% of the fare`;
      }
      case 'gst': {
        const percent = format.number(GST_PERCENT);
        return t`GST ${percent}%`;
      }
      case 'promotion': {
        const code = quote.promotion?.code ?? '';
        return t`Saarthi offer ${code}`;
      }
      default:
        // A line a newer server added: its English label until the app words it.
        return (line as QuoteLine).label;
    }
  };
}

function useNoteText() {
  const { t } = useLingui();
  const format = useFormat();
  return (note: Quote['notes'][number]): string => {
    switch (note.code) {
      case 'actuals':
        return t`Tolls, parking and state permits are paid at actuals.`;
      case 'parking_actuals':
        return t`All-in: only parking is paid at actuals.`;
      case 'estimated_tolls':
        return t`Tolls and state permits are estimated from the route; the bill settles them against the receipts.`;
      case 'local_package':
        return t`Extra km and extra hours beyond the package are charged at the car's rates.`;
      case 'own_rates':
        return t`Priced at this car's own rates.`;
      case 'part_hours':
        return t`A started hour is charged as a full hour.`;
      case 'outstation_minimum': {
        // The company's minimum comes only inside the note's English text.
        const found = /\d+/.exec(note.text)?.[0];
        if (found === undefined) return t`Outstation trips are billed a minimum distance a day.`;
        const km = format.number(Number(found));
        return t`Outstation trips are billed at least ${km} km a day.`;
      }
      case 'airport_included_km': {
        const included = format.number(AIRPORT_INCLUDED_KM);
        return t`The transfer fare covers ${included} km.`;
      }
      default:
        return (note as Quote['notes'][number]).text;
    }
  };
}
