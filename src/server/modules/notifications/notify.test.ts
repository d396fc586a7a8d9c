import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKING_ACTORS,
  BOOKING_STATUSES,
  DEFAULT_CANCELLATION_POLICY,
} from '../../../shared/booking-constants.js';
import { LANGUAGES } from '../../../shared/constants.js';
import type { Quote } from '../../../shared/contracts/bookings.js';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { bookings, notifications, outbox } from '../../db/schema/index.js';
import { createTestDatabase } from '../../test/database.js';
import { createCar, createDriver, createTravelCompany, createUser } from '../../test/factories.js';
import { bookingMail, type MailBooking } from './booking-mail.js';
import { writeTogether } from '../../db/write-together.js';
import {
  BOOKING_EMAIL,
  bookingChangeNotices,
  type BookingChange,
  type BookingEmailPayload,
} from './notify.js';

/** A change's notices written, as a move writes them with its history row. */
const notifyBookingChange = async (tx: Database, change: BookingChange) =>
  writeTogether(tx, await bookingChangeNotices(tx, change));

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

// 5 Dec 2026, 6:00 am to 8:00 pm India time.
const PICKUP = new Date('2026-12-05T00:30:00Z');
const RETURN = new Date('2026-12-05T14:30:00Z');
let referenceCount = 0;

/** A booking row as the bookings module writes it, without depending on that module. */
async function booking(options: {
  customerLanguage?: 'en' | 'te' | 'hi';
  partnerLanguage?: 'en' | 'te' | 'hi';
  withOwner?: boolean;
  companyEmail?: string;
  cancellationFee?: number;
}) {
  const db = handle.db;
  const customer = await createUser(db, {
    userName: 'Lakshmi Devi',
    language: options.customerLanguage ?? 'en',
  });
  const partner =
    options.withOwner === false
      ? null
      : await createUser(db, {
          role: 'partner',
          userName: 'Srinivas Rao',
          language: options.partnerLanguage ?? 'en',
        });
  const company = await createTravelCompany(db, {
    travelsName: 'Sri Durga Travels',
    ownerUserId: partner?.id ?? null,
    email: options.companyEmail ?? '',
    phone: '9848022338',
  });
  const car = await createCar(db, {
    travelCompanyId: company.id,
    carName: 'Toyota',
    carModel: 'Innova',
  });
  const driver = await createDriver(db, { travelCompanyId: company.id, name: 'Ravi Kumar' });
  const quote: Quote = {
    tripType: 'rental',
    pickupAt: PICKUP.toISOString(),
    returnAt: RETURN.toISOString(),
    days: 1,
    hours: 14,
    billedKm: 120,
    lines: [],
    fare: 125_000,
    total: 125_000,
    currency: 'INR',
    allIn: false,
    notes: [],
  };
  referenceCount += 1;
  const [row] = await db
    .insert(bookings)
    .values({
      reference: `SA-TEST${String(referenceCount).padStart(2, '0')}`,
      customerUserId: customer.id,
      carId: car.id,
      travelCompanyId: company.id,
      driverId: driver.id,
      tripType: 'rental',
      status: 'confirmed',
      pickupAt: PICKUP,
      returnAt: RETURN,
      heldUntil: RETURN,
      pickupAddress: 'Benz Circle, Vijayawada',
      passengers: 3,
      quote,
      total: 125_000,
      cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
      respondBy: new Date('2026-12-04T12:30:00Z'),
      cancellationFee: options.cancellationFee ?? null,
    })
    .returning();
  return { booking: row!, customer, partner, company };
}

const mailsOf = async (bookingId: string) =>
  (await handle.db.select().from(outbox))
    .map((row) => ({ kind: row.kind, ...(row.payload as unknown as BookingEmailPayload) }))
    .filter((mail) => mail.bookingId === bookingId);

describe('notifyBookingChange', () => {
  it('tells the customer and the partner in the app and by e-mail', async () => {
    const { booking: made, customer, partner } = await booking({});
    await handle.db.transaction((tx) =>
      notifyBookingChange(tx, {
        bookingId: made.id,
        from: 'requested',
        to: 'confirmed',
        actor: 'partner',
        reason: '',
      }),
    );

    const rows = await handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.bookingId, made.id));
    expect(rows.map((row) => [row.audience, row.userId, row.status, row.readAt]).sort()).toEqual(
      [
        ['customer', customer.id, 'confirmed', null],
        ['partner', partner!.id, 'confirmed', null],
      ].sort(),
    );
    expect(rows.find((row) => row.audience === 'customer')!.text).toBe(
      `Booking ${made.reference} for Toyota Innova on 5 Dec, 6:00 am is confirmed`,
    );

    const mails = await mailsOf(made.id);
    expect(mails.map((mail) => [mail.kind, mail.to]).sort()).toEqual(
      [
        [BOOKING_EMAIL, customer.email],
        [BOOKING_EMAIL, partner!.email],
      ].sort(),
    );
    const toCustomer = mails.find((mail) => mail.to === customer.email)!;
    expect(toCustomer.subject).toBe(
      `Booking ${made.reference} for Toyota Innova on 5 Dec, 6:00 am is confirmed`,
    );
    expect(toCustomer.text).toContain('Hello Lakshmi Devi,');
    expect(toCustomer.text).toContain('Your driver will be Ravi Kumar.');
    expect(toCustomer.text).toContain('Pickup: 5 Dec 2026, 6:00 am');
    expect(toCustomer.text).toContain('Total fare: ₹1,25,000');
    expect(toCustomer.text).toContain('Company phone: 9848022338');
    expect(toCustomer.html).toContain('<p>Hello Lakshmi Devi,</p>');
    // A confirmed trip comes with its calendar file.
    expect(toCustomer.attachments).toHaveLength(1);
    expect(toCustomer.attachments[0]!.filename).toBe(`saarthi-${made.reference}.ics`);
    expect(toCustomer.attachments[0]!.content).toContain(`UID:${made.id}@saarthi.in`);
    expect(toCustomer.attachments[0]!.content).toContain('DTSTART:20261205T003000Z');
  });

  it('writes each mail in the language its reader reads Saarthi in', async () => {
    const {
      booking: made,
      customer,
      partner,
    } = await booking({
      customerLanguage: 'te',
      partnerLanguage: 'hi',
    });
    await handle.db.transaction((tx) =>
      notifyBookingChange(tx, {
        bookingId: made.id,
        from: null,
        to: 'requested',
        actor: 'customer',
        reason: '',
      }),
    );
    const mails = await mailsOf(made.id);
    const toCustomer = mails.find((mail) => mail.to === customer.email)!;
    const toPartner = mails.find((mail) => mail.to === partner!.email)!;

    expect(toCustomer.language).toBe('te');
    expect(toCustomer.subject).toContain('మీ బుకింగ్ అభ్యర్థన');
    expect(toCustomer.text).toContain('నమస్కారం Lakshmi Devi గారు,');
    expect(toCustomer.text).toContain('Sri Durga Travels');
    expect(toPartner.language).toBe('hi');
    expect(toPartner.subject).toBe(
      `नया बुकिंग अनुरोध ${made.reference}: Toyota Innova, 5 दिस॰, 6:00 am`,
    );
    expect(toPartner.text).toContain('नमस्ते Srinivas Rao जी,');
    // The partner's answer-by time, in India time and Hindi.
    expect(toPartner.text).toContain('4 दिस॰ 2026, 6:00 pm तक');
    // A request is not a trip yet: no calendar file.
    expect(toPartner.attachments).toEqual([]);

    // The in-app text stays English (the contract's `text`); the web app words it per reader.
    const texts = await handle.db
      .select({ audience: notifications.audience, text: notifications.text })
      .from(notifications)
      .where(eq(notifications.bookingId, made.id));
    expect(texts.find((row) => row.audience === 'partner')!.text).toBe(
      `New booking request ${made.reference} for Toyota Innova on 5 Dec, 6:00 am`,
    );
  });

  it("sends the partner's mail to the company's own address when it has one", async () => {
    const { booking: made } = await booking({ companyEmail: 'bookings@sridurga.in' });
    await handle.db.transaction((tx) =>
      notifyBookingChange(tx, {
        bookingId: made.id,
        from: 'confirmed',
        to: 'cancelled',
        actor: 'customer',
        reason: 'Plans changed',
      }),
    );
    const toPartner = (await mailsOf(made.id)).find((mail) => mail.audience === 'partner')!;
    expect(toPartner.to).toBe('bookings@sridurga.in');
    expect(toPartner.text).toContain('was cancelled by the customer.');
    expect(toPartner.text).toContain('Reason: Plans changed');
  });

  it('says the fee of a cancellation or no-show in rupees', async () => {
    const { booking: made, customer } = await booking({ cancellationFee: 31_250 });
    await handle.db.transaction((tx) =>
      notifyBookingChange(tx, {
        bookingId: made.id,
        from: 'confirmed',
        to: 'no_show',
        actor: 'partner',
        reason: '',
      }),
    );
    const toCustomer = (await mailsOf(made.id)).find((mail) => mail.to === customer.email)!;
    expect(toCustomer.subject).toContain('no-show');
    expect(toCustomer.text).toContain('No-show fee: ₹31,250.');
  });

  it('tells only the customer when the company has no partner account', async () => {
    const { booking: made, customer } = await booking({ withOwner: false });
    await handle.db.transaction((tx) =>
      notifyBookingChange(tx, {
        bookingId: made.id,
        from: 'requested',
        to: 'expired',
        actor: 'system',
        reason: '',
      }),
    );
    const rows = await handle.db
      .select({ audience: notifications.audience, userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.bookingId, made.id));
    expect(rows).toEqual([{ audience: 'customer', userId: customer.id }]);
    expect((await mailsOf(made.id)).map((mail) => mail.to)).toEqual([customer.email]);
  });

  it('writes nothing when the change is rolled back', async () => {
    const { booking: made } = await booking({});
    const rollback = new Error('the move failed after notifying');
    await expect(
      handle.db.transaction(async (tx) => {
        await notifyBookingChange(tx, {
          bookingId: made.id,
          from: 'requested',
          to: 'declined',
          actor: 'partner',
          reason: 'No driver free that day',
        });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    const rows = await handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.bookingId, made.id));
    expect(rows).toEqual([]);
    expect(await mailsOf(made.id)).toEqual([]);
  });
});

describe('bookingMail', () => {
  const trip: MailBooking = {
    reference: 'SA-7K3Q9X',
    carName: 'Toyota Innova',
    pickupAt: PICKUP,
    returnAt: RETURN,
    respondBy: new Date('2026-12-04T12:30:00Z'),
    pickupAddress: 'Benz Circle, Vijayawada',
    dropAddress: 'Gannavaram Airport',
    companyName: 'Sri Durga Travels',
    companyPhone: '9848022338',
    customerName: 'Lakshmi Devi',
    customerPhone: '9848012345',
    driverName: 'Ravi Kumar',
    total: 125_000,
    registration: 'AP16TX4321',
    startCode: '2468',
    cancellationFee: 31_250,
  };

  it('words every change for both parties in every language', () => {
    const subjects = new Set<string>();
    for (const language of LANGUAGES)
      for (const status of BOOKING_STATUSES)
        for (const audience of ['customer', 'partner'] as const)
          for (const actor of BOOKING_ACTORS) {
            const mail = bookingMail({
              audience,
              language,
              recipientName: 'Lakshmi Devi',
              status,
              actor,
              reason: 'Plans changed',
              booking: trip,
            });
            for (const part of [mail.subject, mail.text, mail.html]) {
              expect(part, `${language} ${status} ${audience}`).toContain('SA-7K3Q9X');
              expect(part).not.toMatch(/undefined|null|NaN|\{\w+\}/);
            }
            subjects.add(`${language}:${mail.subject}`);
          }
    // Each language says each change (and, where they differ, each party's) in its own words.
    expect(subjects.size).toBeGreaterThanOrEqual(LANGUAGES.length * BOOKING_STATUSES.length);
  });

  it("gives the start code in the customer's confirmation only, never to the company", () => {
    const mail = (audience: 'customer' | 'partner', status: 'confirmed' | 'in_progress') =>
      bookingMail({
        audience,
        language: 'en',
        recipientName: 'Lakshmi Devi',
        status,
        actor: 'partner',
        reason: '',
        booking: trip,
      });
    const confirmation = mail('customer', 'confirmed');
    expect(confirmation.text).toContain('Start code (tell it to your driver when you meet): 2468');
    expect(confirmation.text).toContain('Number plate: AP16TX4321');
    expect(confirmation.html).toContain('2468');
    for (const other of [mail('partner', 'confirmed'), mail('customer', 'in_progress')]) {
      expect(other.text).not.toContain('2468');
      expect(other.html).not.toContain('2468');
      expect(other.text).toContain('Number plate: AP16TX4321');
    }
  });

  it('escapes what people typed in the HTML', () => {
    const mail = bookingMail({
      audience: 'customer',
      language: 'en',
      recipientName: '<b>Lakshmi</b>',
      status: 'declined',
      actor: 'partner',
      reason: 'Driver <script>alert(1)</script> unwell',
      booking: { ...trip, pickupAddress: 'Plot 7 & "Road" 2' },
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Driver &lt;script&gt;alert(1)&lt;/script&gt; unwell');
    expect(mail.html).toContain('Plot 7 &amp; &quot;Road&quot; 2');
    expect(mail.html).toContain('Hello &lt;b&gt;Lakshmi&lt;/b&gt;,');
    // The plain text keeps them as typed.
    expect(mail.text).toContain('Their reason: Driver <script>alert(1)</script> unwell');
  });

  it("says who cancelled, from the reader's side", () => {
    const cancelled = (audience: 'customer' | 'partner', actor: 'customer' | 'partner') =>
      bookingMail({
        audience,
        language: 'en',
        recipientName: 'Lakshmi Devi',
        status: 'cancelled',
        actor,
        reason: '',
        booking: { ...trip, cancellationFee: null },
      }).text;
    expect(cancelled('customer', 'customer')).toContain('was cancelled by you.');
    expect(cancelled('customer', 'customer')).toContain('No cancellation fee applies.');
    expect(cancelled('customer', 'partner')).toContain('was cancelled by the travel company.');
    expect(cancelled('partner', 'partner')).toContain('was cancelled by your company.');
  });
});
