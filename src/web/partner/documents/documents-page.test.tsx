import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { PARTNER_AREA_MESSAGES } from '../area-messages';
import {
  carsAnswer,
  companyAnswer,
  CUSTOMER_REFUSAL,
  daysFromToday,
  driversAnswer,
  makeCar,
  makeDriver,
  outage,
  refusal,
  SERVICE_UNAVAILABLE,
} from '../test-data';
import { expectAskedToRegister, retryAfterOutage } from '../test-helpers';
import { DocumentsPage } from './documents-page';
import {
  attentionOf,
  CAR_ID,
  DRIVER_ID,
  listOf,
  makeAttention,
  makeDocument,
  OTHER_CAR_ID,
} from './test-data';

const COMPANY = companyAnswer();

/** A live car of the fleet, as its documents name it: its name and registration number. */
const car = (_id: string, carName: string, registrationNumber: string) =>
  makeCar({ _id, status: 'live', carName, registrationNumber });

function renderPage() {
  return renderWithProviders(<DocumentsPage />, {
    messages: PARTNER_AREA_MESSAGES,
    route: '/partner/documents',
    path: '/partner/documents',
  });
}

beforeEach(() => authToken.set('partner-token'));

const everyCarPaper = (carId: string, subjectName: string) =>
  (['rc', 'permit', 'fitness', 'insurance', 'puc'] as const).map((kind) =>
    makeDocument({ kind, carId, subjectName }),
  );

describe('DocumentsPage', () => {
  it('groups every document by company, car and driver, with what needs attention first', async () => {
    mockApi({
      'GET /api/partner/company': COMPANY,
      'GET /api/partner/documents': listOf(
        makeDocument({
          subject: 'company',
          kind: 'gst_certificate',
          carId: null,
          expiresOn: null,
          subjectName: 'Krishna River Cabs',
        }),
        // A car in order, listed first by the API.
        ...everyCarPaper(OTHER_CAR_ID, 'Innova Crysta · AP16CD5678'),
        // A car with an expired insurance and a PUC about to expire.
        makeDocument({
          kind: 'insurance',
          status: 'expired',
          expiresOn: daysFromToday(-5),
          subjectName: 'Swift Dzire · AP16AB1234',
        }),
        makeDocument({
          kind: 'puc',
          expiresOn: daysFromToday(9),
          expiresSoon: true,
          subjectName: 'Swift Dzire · AP16AB1234',
        }),
        makeDocument({
          subject: 'driver',
          kind: 'driving_licence',
          carId: null,
          driverId: DRIVER_ID,
          subjectName: 'Ramesh Babu',
          status: 'rejected',
          statusReason: 'The licence photo is cut off.',
        }),
      ),
      'GET /api/partner/cars': carsAnswer([
        car(OTHER_CAR_ID, 'Innova Crysta', 'AP16CD5678'),
        car(CAR_ID, 'Swift Dzire', 'AP16AB1234'),
        // No document yet: known from the fleet only.
        car('0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0', 'Ertiga', 'AP39XY4321'),
      ]),
      'GET /api/partner/drivers': driversAnswer([
        makeDriver({ _id: DRIVER_ID, name: 'Ramesh Babu' }),
      ]),
      // The server's list of what needs doing, in its order.
      'GET /api/partner/documents/attention': attentionOf(
        makeAttention({ reason: 'expired', kind: 'insurance', expiresOn: daysFromToday(-5) }),
        makeAttention({
          reason: 'rejected',
          subject: 'driver',
          subjectId: DRIVER_ID,
          subjectName: 'Ramesh Babu',
          kind: 'driving_licence',
        }),
        makeAttention({ reason: 'expiring', kind: 'puc', expiresOn: daysFromToday(9) }),
        makeAttention({
          subject: 'driver',
          subjectId: DRIVER_ID,
          subjectName: 'Ramesh Babu',
          kind: 'police_verification',
        }),
        makeAttention({
          subjectId: '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0',
          subjectName: 'Ertiga · AP39XY4321',
          kind: 'rc',
        }),
      ),
    });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your documents…');

    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    expect(
      screen.getByText(/Only your company and Saarthi's team can see these documents/),
    ).toBeVisible();

    // The to-do list: expired and rejected first, then expiring, then missing.
    const attention = await screen.findByRole('region', { name: '5 things need your attention' });
    const todo = within(attention)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(todo).toHaveLength(5);
    expect(todo.slice(0, 3)).toEqual([
      expect.stringMatching(/^Insurance · Swift Dzire · AP16AB1234Expired on/),
      'Driving licence · Ramesh BabuRejected by Saarthi',
      'PUC certificate · Swift Dzire · AP16AB1234Expires in 9 days',
    ]);
    expect(todo).toContain('Police verification · Ramesh BabuNot uploaded yet');
    expect(todo).toContain('RC (registration certificate) · Ertiga · AP39XY4321Not uploaded yet');
    expect(within(attention).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      `#documents-car-${CAR_ID}`,
    );

    // Cars with problems first, then those missing papers, then those in order.
    const cars = screen.getByRole('region', { name: 'Cars' });
    expect(
      within(cars)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Swift Dzire · AP16AB1234', 'Ertiga · AP39XY4321', 'Innova Crysta · AP16CD5678']);
    const ertiga = screen.getByRole('region', { name: 'Ertiga · AP39XY4321' });
    expect(ertiga).toHaveTextContent('No documents uploaded yet.');
    expect(ertiga).toHaveTextContent(
      'Still needed: RC (registration certificate), Permit, Fitness certificate, Insurance, PUC certificate',
    );
    expect(screen.getByRole('region', { name: 'Innova Crysta · AP16CD5678' })).toHaveTextContent(
      'Every document is uploaded and none needs attention.',
    );

    const company = screen.getByRole('region', { name: 'Krishna River Cabs' });
    expect(company).toHaveTextContent('GST certificate');
    const ramesh = screen.getByRole('region', { name: 'Ramesh Babu' });
    expect(ramesh).toHaveTextContent('The licence photo is cut off.');
  });

  it('invites the company to upload when it has no documents at all', async () => {
    mockApi({
      'GET /api/partner/company': COMPANY,
      'GET /api/partner/documents': listOf(),
      'GET /api/partner/cars': carsAnswer([]),
      'GET /api/partner/drivers': driversAnswer([]),
      'GET /api/partner/documents/attention': attentionOf(
        makeAttention({
          subject: 'company',
          subjectId: null,
          subjectName: 'Krishna River Cabs',
          kind: 'gst_certificate',
        }),
      ),
    });
    renderPage();
    const attention = await screen.findByRole('region', { name: '1 thing needs your attention' });
    expect(attention).toHaveTextContent('GST certificate · Krishna River Cabs');
    expect(screen.getByText(/^No cars yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add a car' })).toHaveAttribute(
      'href',
      '/partner/fleet/new',
    );
    expect(screen.getByRole('link', { name: 'Add a driver' })).toHaveAttribute(
      'href',
      '/partner/drivers',
    );
  });

  it('still shows the documents when the cars cannot be loaded', async () => {
    mockApi({
      'GET /api/partner/company': COMPANY,
      'GET /api/partner/documents': listOf(makeDocument()),
      'GET /api/partner/cars': SERVICE_UNAVAILABLE,
      'GET /api/partner/drivers': driversAnswer([]),
    });
    renderPage();
    const cars = await screen.findByRole('region', { name: 'Cars' });
    expect(await within(cars).findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'We could not load your cars, so cars without any document are not shown.',
    );
    expect(within(cars).getByRole('region', { name: 'Swift Dzire · AP16AB1234' })).toBeVisible();
  });

  it('says why the documents could not be loaded and tries again', async () => {
    const documents = outage(
      () => listOf(),
      refusal(500, 'Internal Server Error', 'internal_error'),
    );
    mockApi({
      'GET /api/partner/company': COMPANY,
      'GET /api/partner/documents': documents.answer,
      'GET /api/partner/cars': carsAnswer([]),
      'GET /api/partner/drivers': driversAnswer([]),
    });
    const user = userEvent.setup();
    renderPage();
    await retryAfterOutage(user, documents, [
      'We could not load your documents. Something went wrong on our side. Please try again.',
    ]);
    expect(await screen.findByRole('region', { name: 'Your company' })).toBeVisible();
  });

  it('asks an account without a company to register one', async () => {
    mockApi({ 'GET /api/partner/company': CUSTOMER_REFUSAL });
    renderPage();
    await expectAskedToRegister();
  });

  it('says why a suspended company cannot upload', async () => {
    mockApi({
      'GET /api/partner/company': companyAnswer({ status: 'suspended' }),
      'GET /api/partner/documents': listOf(makeDocument()),
      'GET /api/partner/cars': carsAnswer([]),
      'GET /api/partner/drivers': driversAnswer([]),
    });
    renderPage();
    expect(await screen.findByText(/Your company is suspended/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Upload a document' })).not.toBeInTheDocument();
  });
});
