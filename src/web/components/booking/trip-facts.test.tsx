import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FactRow, TripFacts } from './trip-facts';

const trip = {
  tripType: 'outstation' as const,
  pickupAt: '2026-12-01T04:30:00.000Z',
  returnAt: '2026-12-02T12:30:00.000Z',
  pickupAddress: 'Benz Circle, Vijayawada',
  dropAddress: '',
  passengers: 3,
  estimatedKm: 280,
  createdAt: '2026-11-20T10:00:00.000Z',
  car: { registration: null },
  start: { odometerKm: null, at: null, triesLeft: 5 },
};
const when = (iso: string) => `at ${iso}`;

/** The facts as label → value, in the order they are read. */
function facts() {
  return screen
    .getAllByRole('term')
    .map((term) => `${term.textContent} = ${term.nextElementSibling?.textContent}`);
}

describe('TripFacts', () => {
  it('reads a trip in order, with the rows the area adds before and after the request date', () => {
    renderWithProviders(
      <TripFacts
        booking={trip}
        when={when}
        city="Vijayawada"
        after={<FactRow label="After">last</FactRow>}
      >
        <FactRow label="Driver">Ravi</FactRow>
      </TripFacts>,
    );
    expect(facts()).toEqual([
      'Trip type = Outstation',
      `Pickup = at ${trip.pickupAt}`,
      `Return = at ${trip.returnAt}`,
      'Pickup address = Benz Circle, Vijayawada',
      'City = Vijayawada',
      'Passengers = 3 passengers',
      'Estimated distance = 280 km',
      'Driver = Ravi',
      `Requested on = at ${trip.createdAt}`,
      'After = last',
    ]);
  });

  it('ends an airport trip with its drop-off, and shows the drop address when there is one', () => {
    renderWithProviders(
      <TripFacts
        booking={{
          ...trip,
          tripType: 'airport',
          dropAddress: 'Gannavaram Airport',
          estimatedKm: null,
        }}
        when={when}
      />,
    );
    expect(facts()).toEqual([
      'Trip type = Airport Transfer',
      `Pickup = at ${trip.pickupAt}`,
      `Drop-off by = at ${trip.returnAt}`,
      'Pickup address = Benz Circle, Vijayawada',
      'Drop address = Gannavaram Airport',
      'Passengers = 3 passengers',
      `Requested on = at ${trip.createdAt}`,
    ]);
  });

  it('names the number plate, and once started, when and at what odometer reading', () => {
    renderWithProviders(
      <TripFacts
        booking={{
          ...trip,
          car: { registration: 'AP16TX4321' },
          start: { odometerKm: 48_215, at: '2026-12-01T04:20:00.000Z', triesLeft: 5 },
        }}
        when={when}
      />,
    );
    expect(facts()).toEqual([
      'Trip type = Outstation',
      `Pickup = at ${trip.pickupAt}`,
      `Return = at ${trip.returnAt}`,
      'Pickup address = Benz Circle, Vijayawada',
      'Passengers = 3 passengers',
      'Estimated distance = 280 km',
      'Number plate = AP16TX4321',
      'Started = at 2026-12-01T04:20:00.000Z · odometer 48,215 km',
      `Requested on = at ${trip.createdAt}`,
    ]);
  });
});
