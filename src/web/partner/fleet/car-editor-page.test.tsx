import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  newestModelYear,
  type CarBlockBody,
  type CarBody,
  type PartnerCar,
} from '@shared/contracts/fleet';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { PARTNER_AREA_MESSAGES } from '../area-messages';
import {
  companyAnswer,
  daysFromToday,
  makeCar,
  makeCompany,
  makeDriver,
  refusal,
} from '../test-data';
import { CarEditorPage } from './car-editor-page';
import { stubObjectUrls } from '../../test/object-urls';
import { carAnswer, changeAnswer, makeBlock, stubUploads } from './test-data';

function renderEditor(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/partner/fleet/new" element={<CarEditorPage />} />
      <Route path="/partner/fleet/:id" element={<CarEditorPage />} />
      <Route path="/partner/fleet" element={<h1>Fleet list</h1>} />
    </Routes>,
    { messages: PARTNER_AREA_MESSAGES, route },
  );
}

type Routes = Parameters<typeof mockApi>[0];

/** The company, its drivers, and one car with its blocks, as the API answers them. */
function mockPartner(car: PartnerCar | null, more: Routes = {}, company = makeCompany()) {
  return mockApi({
    'GET /api/partner/company': { body: { success: true, company } },
    'GET /api/partner/drivers': {
      body: { success: true, drivers: [makeDriver({ _id: DRIVER_ID, name: 'Ravi Kumar' })] },
    },
    // The car's documents panel (the documents area's), with none uploaded yet.
    'GET /api/partner/documents': { body: { success: true, documents: [] } },
    ...(car
      ? {
          [`GET /api/partner/cars/${car._id}`]: carAnswer(car),
          [`GET /api/partner/cars/${car._id}/blocks`]: { body: { success: true, blocks: [] } },
        }
      : {}),
    ...more,
  });
}

const DRIVER_ID = '5f0c4c7e-8d1a-4d43-9d8e-2b1d7b0a6a11';

const field = {
  text: (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) }),
  number: (name: string) => screen.getByRole('spinbutton', { name: new RegExp(`^${name}`) }),
  select: (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) }),
};

/** The form's description of a control: its hint and its error. */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('CarEditorPage: adding a car', () => {
  it('sends every field of a new car and opens it as a draft', async () => {
    authToken.set('partner-token');
    let sent: CarBody | undefined;
    const created = makeCar({ carName: 'Mahindra XUV700', status: 'draft' });
    mockPartner(null, {
      'POST /api/partner/cars': ({ body }) => {
        sent = body as CarBody;
        return {
          status: 201,
          body: {
            success: true,
            message: 'Car added as a draft: send it for review when it is ready',
            code: 'car_added',
            car: created,
          },
        };
      },
      [`GET /api/partner/cars/${created._id}`]: carAnswer(created),
      [`GET /api/partner/cars/${created._id}/blocks`]: { body: { success: true, blocks: [] } },
    });
    const user = userEvent.setup();
    renderEditor('/partner/fleet/new');

    expect(await screen.findByRole('heading', { level: 1, name: 'Add a car' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'A new car starts as a draft' })).toBeVisible();
    await user.type(field.text('Car name'), 'Mahindra XUV700');
    await user.type(field.text('Model'), 'AX7');
    await user.type(field.number('Model year'), '2023');
    await user.type(field.text('Registration number'), 'ap 16 ab 1234');
    // Only the cities the company serves.
    expect(
      within(field.select('City'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Vijayawada', 'Guntur']);
    await user.selectOptions(field.select('City'), 'Guntur');
    await user.selectOptions(field.select('Category'), 'Prime');
    await user.selectOptions(field.select('Body type'), 'SUV');
    await user.selectOptions(field.select('Fuel'), 'Diesel');
    await user.clear(field.number('Passenger seats'));
    await user.type(field.number('Passenger seats'), '6');
    expect(descriptionOf(field.number('Passenger seats'))).toContain('customers see “6 + driver”');
    await user.clear(field.number('Luggage'));
    await user.type(field.number('Luggage'), '3');
    await user.selectOptions(field.select('Default driver'), 'Ravi Kumar');
    // The category's rates are the placeholders; an empty rate stays the category's.
    const base = field.number('Base fare for 24 hours');
    expect(base).toHaveAttribute('placeholder', '2700');
    expect(descriptionOf(base)).toContain('Empty: the Prime rate, ₹2,700');
    await user.type(base, '3000');
    // One package priced by the car, the others left to the category.
    await user.type(field.number('8 h / 80 km'), '2400');
    await user.click(screen.getByRole('button', { name: 'Add the car' }));

    expect(
      await screen.findByText('Car added as a draft: send it for review when it is ready'),
    ).toBeInTheDocument();
    expect(sent).toEqual({
      carName: 'Mahindra XUV700',
      carModel: 'AX7',
      modelYear: 2023,
      fuelType: 'Diesel',
      category: 'prime',
      serviceType: 'rental',
      seater: 6,
      luggage: 3,
      ac: true,
      bodyType: 'suv',
      city: 'Guntur',
      registrationNumber: 'AP16AB1234',
      photos: [],
      defaultDriverId: DRIVER_ID,
      rates: { perKmFirst: null, perKmBeyond: null, base: 3000, perExtraHour: null },
      localPackagePrices: { '4h40km': null, '8h80km': 2400, '12h120km': null },
      availability: true,
    });
    // The new car's own page, where its blocks, documents and review come next.
    expect(await screen.findByRole('heading', { level: 1, name: 'Mahindra XUV700' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Draft: only you can see this car' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send for review' })).toBeEnabled();
  });

  it("checks the form with the server's rules before sending it", async () => {
    authToken.set('partner-token');
    const calls = mockPartner(null);
    const user = userEvent.setup();
    renderEditor('/partner/fleet/new');

    await user.click(await screen.findByRole('button', { name: 'Add the car' }));
    expect(await screen.findByText(/fields need correcting/)).toBeVisible();
    expect(field.text('Car name')).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(field.text('Car name'))).toContain('Car name is required');
    expect(descriptionOf(field.text('Registration number'))).toContain(
      'Registration number must look like AP 16 AB 1234',
    );
    expect(calls.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('refuses a model year in the future at its field, and takes this year', async () => {
    authToken.set('partner-token');
    mockPartner(null);
    const user = userEvent.setup();
    renderEditor('/partner/fleet/new');
    const year = await screen.findByRole('spinbutton', { name: /Model year/ });
    await user.type(year, String(newestModelYear() + 1));
    await user.click(screen.getByRole('button', { name: 'Add the car' }));
    await waitFor(() => expect(year).toHaveAttribute('aria-invalid', 'true'));
    expect(descriptionOf(year)).toContain('Model year must be a year from 1990 to this year');

    await user.clear(year);
    await user.type(year, String(newestModelYear()));
    await waitFor(() => expect(year).not.toHaveAttribute('aria-invalid', 'true'));
  });

  it("shows the server's refusals at the fields they are about", async () => {
    authToken.set('partner-token');
    let attempt = 0;
    mockPartner(null, {
      'POST /api/partner/cars': () =>
        ++attempt === 1
          ? {
              status: 400,
              body: {
                success: false,
                message: 'Choose one of the cities your company serves',
                code: 'car_city_not_served',
                errors: [
                  {
                    path: 'body.city',
                    message: 'Choose one of the cities your company serves',
                    code: 'car_city_not_served',
                  },
                  {
                    path: 'body.rates.base',
                    message: 'Enter a whole number of rupees from 100 to 100000',
                    code: 'rate_invalid',
                    params: { min: 100, max: 100000 },
                  },
                ],
              },
            }
          : refusal(
              409,
              'A car with this registration number is already listed on Saarthi',
              'registration_taken',
            ),
    });
    const user = userEvent.setup();
    renderEditor('/partner/fleet/new');

    await user.type(await screen.findByRole('textbox', { name: /^Car name/ }), 'Swift Dzire');
    await user.type(field.text('Model'), 'ZXi');
    await user.type(field.text('Registration number'), 'TS09EA1234');
    await user.selectOptions(field.select('Body type'), 'Sedan');
    await user.selectOptions(field.select('Fuel'), 'CNG');
    await user.click(screen.getByRole('button', { name: 'Add the car' }));

    await waitFor(() => expect(field.select('City')).toHaveAttribute('aria-invalid', 'true'));
    expect(descriptionOf(field.select('City'))).toContain(
      'Choose one of the cities your company serves',
    );
    expect(field.select('City')).toHaveFocus();
    expect(descriptionOf(field.number('Base fare for 24 hours'))).toContain(
      'Enter a whole number of rupees from 100 to 100000',
    );

    // A registration number listed elsewhere is a conflict, shown at the registration number.
    await user.click(screen.getByRole('button', { name: 'Add the car' }));
    await waitFor(() =>
      expect(descriptionOf(field.text('Registration number'))).toContain(
        'A car with this registration number is already listed on Saarthi',
      ),
    );
    expect(field.text('Registration number')).toHaveFocus();
  });
});

describe('CarEditorPage: photos', () => {
  it('uploads photos with their progress, then orders them, picks the cover and removes one', async () => {
    authToken.set('partner-token');
    const uploads = stubUploads();
    stubObjectUrls();
    const car = makeCar();
    let sent: CarBody | undefined;
    mockPartner(car, {
      [`PUT /api/partner/cars/${car._id}`]: ({ body }) => {
        sent = body as CarBody;
        return changeAnswer({ ...car, photos: sent.photos, carImage: sent.photos[0]! });
      },
    });
    const user = userEvent.setup();
    renderEditor(`/partner/fleet/${car._id}`);

    const photos = await screen.findByRole('list', { name: 'Photos in order' });
    const names = () =>
      within(photos)
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label') ?? img.getAttribute('alt'));
    expect(names()).toEqual(['Cover photo', 'Photo 2']);

    await user.upload(screen.getByLabelText('Add photos'), [
      new File(['rear'], 'rear.png', { type: 'image/png' }),
      new File(['boot'], 'boot.png', { type: 'image/png' }),
    ]);
    const rear = await screen.findByRole('progressbar', { name: 'Uploading rear.png' });
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(uploads[0]!.headers.authorization).toBe('Bearer partner-token');
    expect(uploads[0]!.file.name).toBe('rear.png');
    // Saving now would leave the running uploads out.
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(
      screen.getByText('Photos are still uploading: you can save once they are done.'),
    ).toBeVisible();
    act(() => uploads[0]!.progress(0.5));
    expect(rear).toHaveAttribute('aria-valuenow', '50');
    expect(within(rear.closest('li')!).getByText('50%')).toBeVisible();
    act(() => uploads[1]!.fail(413, 'Image must be at most 5 MB', 'upload_too_large', { mb: 5 }));
    expect(await screen.findByText('Image must be at most 5 MB')).toBeVisible();
    act(() => uploads[0]!.succeed('/uploads/rear.png'));

    await waitFor(() => expect(names()).toEqual(['Cover photo', 'Photo 2', 'Photo 3']));
    expect(screen.getByText('Save the car to keep these photo changes.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Dismiss: boot.png' }));

    // By keyboard: the moved photo's button keeps the focus at its new place.
    screen.getByRole('button', { name: 'Move photo 3 earlier' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Move photo 2 earlier' })).toHaveFocus();
    expect(screen.getByText('Photo moved to place 2 of 3.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make cover: photo 2' }));
    expect(screen.getByText('Photo is now the cover.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove photo 3' }));
    expect(names()).toEqual(['Cover photo', 'Photo 2']);

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Car saved')).toBeInTheDocument();
    expect(sent?.photos).toEqual(['/uploads/rear.png', '/uploads/dzire-front.jpg']);
    expect(screen.queryByText('Save the car to keep these photo changes.')).not.toBeInTheDocument();
  });

  it('takes no more photos than a car can have', async () => {
    authToken.set('partner-token');
    const uploads = stubUploads();
    const car = makeCar({
      photos: ['a', 'b', 'c', 'd', 'e'].map((name) => `/uploads/${name}.jpg`),
    });
    mockPartner(car);
    const user = userEvent.setup();
    renderEditor(`/partner/fleet/${car._id}`);

    await user.upload(await screen.findByLabelText('Add photos'), [
      new File(['1'], 'one.png', { type: 'image/png' }),
      new File(['2'], 'two.png', { type: 'image/png' }),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only 1 more photo fits. A car can have at most 6 photos.',
    );
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(screen.getByLabelText('Add photos')).toBeDisabled();
  });
});

describe('CarEditorPage: status, review and archive', () => {
  it('saves the changes first, then sends a draft for review', async () => {
    authToken.set('partner-token');
    const car = makeCar({ status: 'draft' });
    const order: string[] = [];
    mockPartner(car, {
      [`PUT /api/partner/cars/${car._id}`]: ({ body }) => {
        order.push(`PUT ${(body as CarBody).carName}`);
        return changeAnswer({ ...car, carName: (body as CarBody).carName });
      },
      [`POST /api/partner/cars/${car._id}/submit`]: () => {
        order.push('submit');
        return changeAnswer(
          { ...car, carName: 'Dzire Tour S', status: 'pending_review' },
          'car_submitted',
        );
      },
    });
    const user = userEvent.setup();
    renderEditor(`/partner/fleet/${car._id}`);

    expect(
      await screen.findByRole('heading', { name: 'Draft: only you can see this car' }),
    ).toBeVisible();
    await user.clear(field.text('Car name'));
    await user.type(field.text('Car name'), 'Dzire Tour S');
    await user.click(screen.getByRole('button', { name: 'Save and send for review' }));

    expect(await screen.findByText('Car sent to Saarthi for review')).toBeInTheDocument();
    expect(order).toEqual(['PUT Dzire Tour S', 'submit']);
    // One message: the review's, not the save's as well.
    expect(screen.queryByText('Car saved')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Waiting for Saarthi’s review' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /send for review/i })).not.toBeInTheDocument();
  });

  it('archives a car only once the dialog is confirmed', async () => {
    authToken.set('partner-token');
    const car = makeCar({ status: 'live' });
    let archived = 0;
    mockPartner(car, {
      [`DELETE /api/partner/cars/${car._id}`]: () => {
        archived += 1;
        return changeAnswer({ ...car, status: 'archived' }, 'car_archived');
      },
    });
    const user = userEvent.setup();
    renderEditor(`/partner/fleet/${car._id}`);

    await user.click(await screen.findByRole('button', { name: 'Archive car' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive Maruti Suzuki Dzire?' });
    expect(dialog).toHaveTextContent('The car leaves your fleet for good');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the car' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(archived).toBe(0);

    // The car's documents have their place on its page, above the way out of the fleet.
    expect(screen.getByRole('region', { name: 'Documents' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Archive car' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Archive car' }),
    );
    expect(await screen.findByText('Car archived')).toBeInTheDocument();
    expect(archived).toBe(1);
    expect(await screen.findByRole('heading', { name: 'Fleet list' })).toBeVisible();
  });

  it('warns before a rate change of more than 30% sends a live car back to review', async () => {
    authToken.set('partner-token');
    const car = makeCar({ status: 'live' });
    mockPartner(car);
    const user = userEvent.setup();
    renderEditor(`/partner/fleet/${car._id}`);

    const base = await screen.findByRole('spinbutton', { name: /^Base fare for 24 hours/ });
    const warning = 'A rate changes by more than 30%';
    await user.type(base, '2500');
    expect(screen.queryByText(new RegExp(warning))).not.toBeInTheDocument();
    await user.clear(base);
    await user.type(base, '2700');
    expect(screen.getByText(new RegExp(warning))).toHaveTextContent(
      'A rate changes by more than 30%. Saving hides this car from customers until Saarthi reviews the new rates.',
    );
    // A new category moves every rate that follows it.
    await user.clear(base);
    await user.selectOptions(field.select('Category'), 'Luxury');
    expect(screen.getByText(new RegExp(warning))).toBeVisible();
    await user.selectOptions(field.select('Category'), 'Regular');
    expect(screen.queryByText(new RegExp(warning))).not.toBeInTheDocument();
  });

  it('shows an archived car read-only, with nothing to send or archive', async () => {
    authToken.set('partner-token');
    const car = makeCar({ status: 'archived' });
    mockPartner(car);
    renderEditor(`/partner/fleet/${car._id}`);

    expect(
      await screen.findByRole('heading', { name: 'Archived: no longer in your fleet' }),
    ).toBeVisible();
    expect(field.text('Car name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive car' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Add photos')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a maintenance block' })).not.toBeInTheDocument();
  });

  it('says so when the car is not in the fleet', async () => {
    authToken.set('partner-token');
    const id = crypto.randomUUID();
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      [`GET /api/partner/cars/${id}`]: refusal(404, 'Car not found', 'car_not_found'),
    });
    renderEditor(`/partner/fleet/${id}`);

    expect(await screen.findByRole('heading', { name: 'Car not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your fleet' })).toHaveAttribute(
      'href',
      '/partner/fleet',
    );
  });
});

describe('CarEditorPage: maintenance blocks', () => {
  it('lists, adds and removes blocks, and says when days overlap', async () => {
    authToken.set('partner-token');
    const car = makeCar();
    const existing = makeBlock(car._id, { reason: 'Clutch work' });
    let sent: CarBlockBody | undefined;
    let attempt = 0;
    mockPartner(car, {
      [`GET /api/partner/cars/${car._id}/blocks`]: {
        body: { success: true, blocks: [existing] },
      },
      [`POST /api/partner/cars/${car._id}/blocks`]: ({ body }) => {
        sent = body as CarBlockBody;
        if (++attempt === 1) {
          return refusal(409, 'This car is already blocked on some of these days', 'block_overlap');
        }
        return {
          status: 201,
          body: { success: true, block: makeBlock(car._id, { ...sent }) },
        };
      },
      [`DELETE /api/partner/cars/${car._id}/blocks/${existing._id}`]: {
        body: { success: true, message: 'Maintenance block removed', code: 'block_removed' },
      },
    });
    const user = userEvent.setup();
    renderEditor(`/partner/fleet/${car._id}`);

    const blocks = await screen.findByRole('list', { name: 'Maintenance blocks' });
    expect(within(blocks).getByRole('listitem')).toHaveTextContent('Clutch work');
    expect(within(blocks).getByRole('listitem')).toHaveTextContent('(3 days)');

    const form = screen.getByRole('form', { name: 'Add a maintenance block' });
    const first = within(form).getByLabelText('First day');
    const last = within(form).getByLabelText('Last day');
    expect(first).toHaveAttribute('min', daysFromToday(0));
    await user.type(first, daysFromToday(4));
    await user.type(last, daysFromToday(6));
    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Tyres');
    await user.click(within(form).getByRole('button', { name: 'Add block' }));
    expect(
      await within(form).findByText('This car is already blocked on some of these days'),
    ).toBeVisible();

    await user.clear(first);
    await user.type(first, daysFromToday(10));
    await user.clear(last);
    await user.type(last, daysFromToday(10));
    await user.click(within(form).getByRole('button', { name: 'Add block' }));
    expect(await screen.findByText('Maintenance block added.')).toBeInTheDocument();
    expect(sent).toEqual({
      startsOn: daysFromToday(10),
      endsOn: daysFromToday(10),
      reason: 'Tyres',
    });
    expect(within(blocks).getAllByRole('listitem')).toHaveLength(2);
    expect(within(blocks).getAllByRole('listitem')[1]).toHaveTextContent('(1 day)');
    expect(within(form).getByLabelText('First day')).toHaveValue('');

    await user.click(within(blocks).getAllByRole('button', { name: /^Remove/ })[0]!);
    expect(await screen.findByText('Maintenance block removed')).toBeInTheDocument();
    expect(within(blocks).getAllByRole('listitem')).toHaveLength(1);
    expect(within(blocks).queryByText('Clutch work')).not.toBeInTheDocument();
  });
});

describe('CarEditorPage: unsaved changes', () => {
  it('asks before leaving a changed car for another section: Stay keeps it, Leave goes', async () => {
    authToken.set('partner-token');
    const car = makeCar({ status: 'draft' });
    mockPartner(car);
    const user = userEvent.setup();
    renderEditor(`/partner/fleet/${car._id}`);

    const base = await screen.findByRole('spinbutton', { name: /^Base fare for 24 hours/ });
    await user.type(base, '2500');
    // The tab's closing gets the browser's question too.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    const fleetLink = () => screen.getAllByRole('link', { name: 'Fleet' })[0]!;
    await user.click(fleetLink());
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Fleet list' })).not.toBeInTheDocument();
    expect(base).toHaveValue(2500);

    await user.click(fleetLink());
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole(
        'button',
        { name: 'Leave' },
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Fleet list' })).toBeInTheDocument();
  });

  it('lets an unchanged car be left without asking', async () => {
    authToken.set('partner-token');
    const car = makeCar({ status: 'draft' });
    mockPartner(car);
    const user = userEvent.setup();
    renderEditor(`/partner/fleet/${car._id}`);
    await screen.findByRole('spinbutton', { name: /^Base fare for 24 hours/ });
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    await user.click(screen.getAllByRole('link', { name: 'Fleet' })[0]!);
    expect(await screen.findByRole('heading', { name: 'Fleet list' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
