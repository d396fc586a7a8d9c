import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PartnerDriver } from '@shared/contracts/fleet';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { PARTNER_AREA_MESSAGES } from '../area-messages';
import {
  COMPANY_SUSPENDED,
  companyAnswer,
  CUSTOMER_REFUSAL,
  daysFromToday,
  makeDriver,
  outage,
  refusal,
} from '../test-data';
import { expectAskedToRegister, retryAfterOutage } from '../test-helpers';
import { DriversPage } from './drivers-page';

const listAnswer = (drivers: PartnerDriver[]) => ({ body: { success: true, drivers } });

function renderDrivers() {
  authToken.set('partner-token');
  return renderWithProviders(<DriversPage />, {
    messages: PARTNER_AREA_MESSAGES,
    route: '/partner/drivers',
    path: '/partner/drivers',
  });
}

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const number = (name: string | RegExp) => screen.getByRole('spinbutton', { name });

describe('DriversPage', () => {
  it('lists the drivers with their languages, masked licence and expiry warnings', async () => {
    let asked: URL | undefined;
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/drivers': ({ url, headers }) => {
        asked = url;
        expect(headers.get('authorization')).toBe('Bearer partner-token');
        return listAnswer([
          makeDriver({
            name: 'Anil Reddy',
            licenceExpiresOn: daysFromToday(12),
            experienceYears: 1,
          }),
          makeDriver({ name: 'Ravi Kumar', photo: '/uploads/ravi.png' }),
          makeDriver({
            name: 'Suresh Babu',
            licenceExpiresOn: daysFromToday(-3),
            licence: 'XXXX…0099',
          }),
        ]);
      },
    });
    renderDrivers();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your drivers…');

    const anil = await screen.findByRole('article', { name: 'Anil Reddy' });
    expect(asked?.searchParams.get('status')).toBe('active');
    expect(anil).toHaveTextContent('38 years old · 1 year driving');
    expect(within(anil).getByRole('list', { name: 'Languages' })).toHaveTextContent('TeluguHindi');
    expect(anil).toHaveTextContent('Licence expires in 12 days: renew it and enter the new date.');

    const ravi = screen.getByRole('article', { name: 'Ravi Kumar' });
    expect(ravi).toHaveTextContent('LicenceXXXX…2345');
    expect(ravi).not.toHaveTextContent(/expire/);
    expect(ravi.querySelector('img')).toHaveAttribute('src', '/uploads/ravi.png');
    // A driver without a photo shows initials instead.
    expect(anil).toHaveTextContent(/^AR/);

    const suresh = screen.getByRole('article', { name: 'Suresh Babu' });
    expect(suresh).toHaveTextContent('XXXX…0099');
    expect(suresh).toHaveTextContent(
      'Licence expired: this driver should not drive until it is renewed.',
    );
    expect(
      screen.getByText(
        "2 drivers' licences have expired or expire within 30 days: once renewed, enter the new dates.",
      ),
    ).toBeInTheDocument();
    // Where each driver's documents go.
    expect(within(ravi).getByRole('button', { name: 'Documents of Ravi Kumar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it("shows each driver's check by Saarthi, with the reason of a rejection", async () => {
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/drivers': listAnswer([
        makeDriver({ name: 'Anil Reddy', status: 'pending' }),
        makeDriver({ name: 'Ravi Kumar', status: 'verified' }),
        makeDriver({
          name: 'Suresh Babu',
          status: 'rejected',
          statusReason: 'The licence photo is not readable.',
        }),
      ]),
    });
    renderDrivers();

    const anil = await screen.findByRole('article', { name: 'Anil Reddy' });
    expect(anil).toHaveTextContent("Waiting for Saarthi's check");
    const ravi = screen.getByRole('article', { name: 'Ravi Kumar' });
    expect(ravi).toHaveTextContent('Verified');
    expect(ravi).not.toHaveTextContent("Saarthi's reason");
    const suresh = screen.getByRole('article', { name: 'Suresh Babu' });
    expect(suresh).toHaveTextContent('Not passed by Saarthi');
    expect(suresh).toHaveTextContent("Saarthi's reason: The licence photo is not readable.");
    expect(suresh).toHaveTextContent('until then the driver cannot be given a booking');
  });

  it("opens a driver's documents on demand, asking only for that driver's", async () => {
    const ravi = makeDriver();
    const asked: (string | null)[] = [];
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/drivers': listAnswer([ravi, makeDriver({ name: 'Anil Reddy' })]),
      'GET /api/partner/documents': ({ url }) => {
        asked.push(url.searchParams.get('driverId'));
        return { body: { success: true, documents: [] } };
      },
    });
    const user = userEvent.setup();
    renderDrivers();
    const card = await screen.findByRole('article', { name: 'Ravi Kumar' });
    const toggle = within(card).getByRole('button', { name: 'Documents of Ravi Kumar' });
    expect(asked).toEqual([]);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await within(card).findByRole('region', { name: 'Documents' })).toBeInTheDocument();
    await waitFor(() => expect(asked).toEqual([ravi._id]));
  });

  it('invites a company without drivers to add the first, and shows the archived ones apart', async () => {
    const gone = makeDriver({ name: 'Old Driver', archived: true });
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/drivers': ({ url }) =>
        listAnswer(url.searchParams.get('status') === 'archived' ? [gone] : []),
    });
    const user = userEvent.setup();
    renderDrivers();

    expect(await screen.findByRole('heading', { name: 'No drivers yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add your first driver' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Archived' }));
    const old = await screen.findByRole('article', { name: /Old Driver/ });
    expect(old).toHaveTextContent('Archived');
    // An archived driver can no longer be changed.
    expect(within(old).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archived' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('says when the drivers could not be loaded, and tries again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const drivers = outage(() => listAnswer([makeDriver()]));
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/drivers': drivers.answer,
    });
    const user = userEvent.setup();
    renderDrivers();

    // Asked once more a second later, then the failure is shown.
    await retryAfterOutage(user, drivers, [
      'We could not load your drivers',
      'Service temporarily unavailable',
    ]);
    expect(logged).toHaveBeenCalledWith('Failed to load the drivers', expect.anything());
    expect(await screen.findByRole('article', { name: 'Ravi Kumar' })).toBeInTheDocument();
  });

  it('adds a driver with an uploaded photo and shows them in the list', async () => {
    const sent: unknown[] = [];
    let drivers: PartnerDriver[] = [];
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/drivers': () => listAnswer(drivers),
      'POST /api/uploads': ({ body }) => {
        expect((body as FormData).get('car_image')).toBeInstanceOf(File);
        return { status: 201, body: { success: true, car_image_url: '/uploads/lakshmi.png' } };
      },
      'POST /api/partner/drivers': ({ body }) => {
        sent.push(body);
        const driver = makeDriver({
          name: 'Lakshmi Devi',
          photo: '/uploads/lakshmi.png',
          age: 31,
          experienceYears: 6,
          languages: ['Telugu', 'English'],
          licence: 'XXXX…4567',
          licenceExpiresOn: daysFromToday(400),
        });
        drivers = [driver];
        return {
          status: 201,
          body: { success: true, message: 'Driver added', code: 'driver_added', driver },
        };
      },
    });
    const user = userEvent.setup();
    renderDrivers();
    await screen.findByRole('heading', { name: 'No drivers yet' });

    await user.click(screen.getByRole('button', { name: 'Add driver' }));
    const form = screen.getByRole('region', { name: 'Add a driver' });
    expect(within(form).getByRole('heading', { name: 'Add a driver' })).toHaveFocus();
    await user.upload(
      within(form).getByLabelText('Choose photo'),
      new File([new Uint8Array([137, 80, 78, 71])], 'lakshmi.png', { type: 'image/png' }),
    );
    expect(await within(form).findByRole('img', { name: "Driver's photo" })).toHaveAttribute(
      'src',
      '/uploads/lakshmi.png',
    );
    await user.type(textbox('Full name'), 'Lakshmi Devi');
    await user.type(number('Age'), '31');
    await user.type(number('Driving experience'), '6');
    // Telugu is ticked for a new driver.
    expect(screen.getByRole('checkbox', { name: 'Telugu' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'English' }));
    await user.type(textbox('Driving licence number'), 'ap16 2011 0004567');
    await user.type(screen.getByLabelText('Licence valid until'), daysFromToday(400));
    await user.click(within(form).getByRole('button', { name: 'Add driver' }));

    expect(await screen.findByText('Driver added')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        name: 'Lakshmi Devi',
        photo: '/uploads/lakshmi.png',
        age: 31,
        languages: ['Telugu', 'English'],
        experienceYears: 6,
        licenceNumber: 'AP1620110004567',
        licenceExpiresOn: daysFromToday(400),
      },
    ]);
    expect(screen.queryByRole('region', { name: 'Add a driver' })).not.toBeInTheDocument();
    // Back where the partner started, for the next one.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add driver' })).toHaveFocus());
    const card = await screen.findByRole('article', { name: 'Lakshmi Devi' });
    expect(card).toHaveTextContent('XXXX…4567');
  });

  it('checks the fields with the shared rules before sending anything', async () => {
    const api = mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/drivers': listAnswer([]),
    });
    const user = userEvent.setup();
    renderDrivers();
    await user.click(await screen.findByRole('button', { name: 'Add driver' }));
    const form = screen.getByRole('region', { name: 'Add a driver' });
    const submit = within(form).getByRole('button', { name: 'Add driver' });
    await user.click(screen.getByRole('checkbox', { name: 'Telugu' }));
    await user.type(textbox('Driving licence number'), 'DL-123');
    await user.click(submit);

    expect(
      await screen.findByText('6 fields need correcting: see the messages under them.'),
    ).toBeInTheDocument();
    expect(textbox('Full name')).toHaveAccessibleDescription('Driver name is required');
    expect(textbox('Full name')).toHaveFocus();
    expect(number('Age')).toHaveAccessibleDescription(
      'Age must be a whole number of years from 18 to 70',
    );
    expect(textbox('Driving licence number')).toHaveAccessibleDescription(
      /Licence number must look like AP16 20110012345/,
    );
    expect(screen.getByLabelText('Licence valid until')).toHaveAccessibleDescription(
      'Enter the licence expiry date, today or later, as YYYY-MM-DD',
    );
    expect(screen.getByText('Choose at least one language the driver speaks')).toBeInTheDocument();

    // With every field right, experience must still fit the age (nobody drives before 18).
    await user.type(textbox('Full name'), 'Lakshmi Devi');
    await user.type(number('Age'), '20');
    await user.type(number('Driving experience'), '5');
    await user.click(screen.getByRole('checkbox', { name: 'Hindi' }));
    await user.clear(textbox('Driving licence number'));
    await user.type(textbox('Driving licence number'), 'AP16 2011 0004567');
    await user.type(screen.getByLabelText('Licence valid until'), daysFromToday(30));
    await user.click(submit);
    await waitFor(() =>
      expect(number('Driving experience')).toHaveAccessibleDescription(
        'Experience cannot be more than the years since the driver turned 18',
      ),
    );
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('refuses a photo that is not an image before uploading it', async () => {
    const api = mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/drivers': listAnswer([]),
    });
    const user = userEvent.setup({ applyAccept: false });
    renderDrivers();
    await user.click(await screen.findByRole('button', { name: 'Add driver' }));
    await user.upload(
      screen.getByLabelText('Choose photo'),
      new File(['%PDF-1.7'], 'licence.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only PNG, JPEG, WebP, GIF or AVIF images can be uploaded',
    );
    expect(api.mock.calls.some(([input]) => String(input).includes('/api/uploads'))).toBe(false);
  });

  it("edits a driver, keeping the stored licence, and shows the server's refusals at their fields", async () => {
    const ravi = makeDriver();
    const sent: unknown[] = [];
    let listed = ravi;
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/drivers': () => listAnswer([listed]),
      [`PUT /api/partner/drivers/${ravi._id}`]: ({ body }) => {
        sent.push(body);
        if (sent.length === 1) {
          return refusal(
            409,
            'Your company already lists a driver with this licence',
            'driver_licence_taken',
          );
        }
        const driver = { ...ravi, name: 'Ravi K.' };
        listed = driver;
        return { body: { success: true, message: 'Driver saved', code: 'driver_saved', driver } };
      },
    });
    const user = userEvent.setup();
    renderDrivers();
    await user.click(await screen.findByRole('button', { name: 'Edit Ravi Kumar' }));

    const form = screen.getByRole('region', { name: 'Edit Ravi Kumar' });
    const licence = within(form).getByRole('textbox', { name: 'Driving licence number' });
    expect(licence).toHaveValue('XXXX…2345');
    expect(number('Age')).toHaveValue(38);
    expect(screen.getByRole('checkbox', { name: 'Hindi' })).toBeChecked();

    // A new number that another driver of the company holds: refused at the licence field.
    await user.clear(licence);
    await user.type(licence, 'TS09 2015 0001234');
    await user.click(within(form).getByRole('button', { name: 'Save driver' }));
    await waitFor(() =>
      expect(licence).toHaveAccessibleDescription(
        /Your company already lists a driver with this licence/,
      ),
    );
    expect(licence).toHaveFocus();
    expect(sent[0]).toMatchObject({ licenceNumber: 'TS0920150001234' });

    // Back to the masked value: the licence on file is kept, so none is sent.
    await user.clear(licence);
    await user.type(licence, 'XXXX…2345');
    const name = textbox('Full name');
    await user.clear(name);
    await user.type(name, 'Ravi K.');
    await user.click(within(form).getByRole('button', { name: 'Save driver' }));

    expect(await screen.findByText('Driver saved')).toBeInTheDocument();
    expect(sent[1]).toEqual({
      name: 'Ravi K.',
      photo: '',
      age: 38,
      languages: ['Telugu', 'Hindi'],
      experienceYears: 12,
      licenceExpiresOn: ravi.licenceExpiresOn,
    });
    expect(await screen.findByRole('article', { name: 'Ravi K.' })).toBeInTheDocument();
  });

  it('shows field errors of a 400 at their fields', async () => {
    const ravi = makeDriver();
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/drivers': listAnswer([ravi]),
      [`PUT /api/partner/drivers/${ravi._id}`]: {
        status: 400,
        body: {
          success: false,
          message: 'Enter the licence expiry date, today or later, as YYYY-MM-DD',
          code: 'licence_expiry_invalid',
          errors: [
            {
              path: 'body.licenceExpiresOn',
              message: 'Enter the licence expiry date, today or later, as YYYY-MM-DD',
              code: 'licence_expiry_invalid',
            },
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderDrivers();
    await user.click(await screen.findByRole('button', { name: 'Edit Ravi Kumar' }));
    await user.click(screen.getByRole('button', { name: 'Save driver' }));

    const expiry = screen.getByLabelText('Licence valid until');
    await waitFor(() =>
      expect(expiry).toHaveAccessibleDescription(
        'Enter the licence expiry date, today or later, as YYYY-MM-DD',
      ),
    );
    expect(expiry).toHaveAttribute('aria-invalid', 'true');
    // Shown at the field, not repeated above the buttons.
    expect(screen.getByRole('alert')).toHaveTextContent(
      'One field needs correcting: see the message under it.',
    );
    expect(screen.getByRole('button', { name: 'Save driver' })).toBeEnabled();
  });

  it('archives a driver only after confirming', async () => {
    const ravi = makeDriver();
    const anil = makeDriver({ name: 'Anil Reddy' });
    let deleted = 0;
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/drivers': () => listAnswer(deleted ? [anil] : [anil, ravi]),
      [`DELETE /api/partner/drivers/${ravi._id}`]: () => {
        deleted += 1;
        return {
          body: {
            success: true,
            message: 'Driver archived',
            code: 'driver_archived',
            driver: { ...ravi, archived: true },
          },
        };
      },
    });
    const user = userEvent.setup();
    renderDrivers();

    await user.click(await screen.findByRole('button', { name: 'Archive Ravi Kumar' }));
    let dialog = screen.getByRole('dialog', { name: 'Archive Ravi Kumar?' });
    expect(dialog).toHaveTextContent(
      'any car that has Ravi Kumar as its default driver will have none',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep driver' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleted).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Archive Ravi Kumar' }));
    dialog = screen.getByRole('dialog', { name: 'Archive Ravi Kumar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive driver' }));

    expect(await screen.findByText('Driver archived')).toBeInTheDocument();
    expect(deleted).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Ravi Kumar' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Anil Reddy' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Active' })).toHaveFocus());
  });

  it('says why archiving failed and keeps the dialog open', async () => {
    const ravi = makeDriver();
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/drivers': listAnswer([ravi]),
      [`DELETE /api/partner/drivers/${ravi._id}`]: COMPANY_SUSPENDED,
    });
    const user = userEvent.setup();
    renderDrivers();
    await user.click(await screen.findByRole('button', { name: 'Archive Ravi Kumar' }));
    await user.click(screen.getByRole('button', { name: 'Archive driver' }));

    const dialog = screen.getByRole('dialog', { name: 'Archive Ravi Kumar?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your company is suspended: contact Saarthi support',
    );
  });

  it('shows a suspended company its drivers without ways to change them', async () => {
    mockApi({
      'GET /api/partner/company': companyAnswer({ status: 'suspended' }),
      'GET /api/partner/drivers': listAnswer([makeDriver()]),
    });
    renderDrivers();
    const card = await screen.findByRole('article', { name: 'Ravi Kumar' });
    expect(screen.getByText(/Your company is suspended: you can see your drivers/)).toBeVisible();
    expect(within(card).queryByRole('button', { name: /Edit|Archive/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add driver' })).not.toBeInTheDocument();
  });

  it('asks an account without a company to register one', async () => {
    mockApi({
      'GET /api/partner/company': CUSTOMER_REFUSAL,
    });
    renderDrivers();
    await expectAskedToRegister();
  });

  it('asks before a driver typed in the form is lost to the Back button or a closed tab', async () => {
    mockApi({
      'GET /api/partner/company': companyAnswer(),
      'GET /api/partner/drivers': listAnswer([]),
    });
    const unloadPrevented = () => {
      const unload = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(unload);
      return unload.defaultPrevented;
    };
    const user = userEvent.setup();
    renderDrivers();
    await screen.findByRole('heading', { name: 'No drivers yet' });
    await user.click(screen.getByRole('button', { name: 'Add driver' }));
    const form = screen.getByRole('region', { name: 'Add a driver' });
    expect(unloadPrevented()).toBe(false);
    await user.type(within(form).getByRole('textbox', { name: /^Full name/ }), 'Lakshmi');
    expect(unloadPrevented()).toBe(true);

    // The browser's Back button: the page stays, and asks.
    window.history.back();
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.getByRole('region', { name: 'Add a driver' })).toBeInTheDocument();

    // Cancelled: the form is gone, and with it the question.
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Add a driver' })).not.toBeInTheDocument();
    expect(unloadPrevented()).toBe(false);
  });
});
