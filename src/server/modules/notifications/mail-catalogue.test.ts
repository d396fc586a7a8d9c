import { describe, expect, it } from 'vitest';
import { mailText } from './mail-catalogue.js';
import { bookingMail, type MailBooking } from './booking-mail.js';
import { paperMail } from './paper-mail.js';

describe('the mail catalogues', () => {
  it('keeps a backslash of a value as typed', () => {
    const reason = String.raw`Gate \u0041, road \x42 \ end`;
    expect(mailText('en', { id: 'mail.booking.cancelled.reason', message: '' }, { reason })).toBe(
      `Reason: ${reason}`,
    );
  });
});

const trip: MailBooking = {
  reference: 'SA-7K3Q9X',
  carName: 'Toyota Innova',
  pickupAt: new Date('2026-12-05T00:30:00Z'),
  returnAt: new Date('2026-12-05T14:30:00Z'),
  respondBy: new Date('2026-12-04T12:30:00Z'),
  pickupAddress: 'Benz Circle, Vijayawada',
  dropAddress: '',
  companyName: 'Sri Durga Travels',
  companyPhone: '9848022338',
  customerName: 'Lakshmi Devi',
  customerPhone: '',
  driverName: 'Ravi Kumar',
  registration: 'AP16TX4321',
  startCode: '2468',
  total: 125_000,
  cancellationFee: null,
};

describe('a booking e-mail in Telugu and Hindi', () => {
  const mail = (language: 'te' | 'hi', status: 'confirmed' | 'completed') =>
    bookingMail({
      audience: 'customer',
      language,
      recipientName: 'Lakshmi <Devi>',
      status,
      actor: 'partner',
      reason: '',
      booking: trip,
    });

  it('reads the Telugu of the catalogue', () => {
    const confirmed = mail('te', 'confirmed');
    expect(confirmed.subject).toMatch(/^బుకింగ్ SA-7K3Q9X ఖరారైంది: Toyota Innova, /);
    expect(confirmed.text).toContain('నమస్కారం Lakshmi <Devi> గారు,');
    expect(confirmed.text).toContain(
      'మీ డ్రైవర్ Ravi Kumar. ప్రయాణ వివరాలను క్యాలెండర్ ఫైల్‌గా ఈ ఈమెయిల్‌కు జత చేశాము.',
    );
    expect(confirmed.text).toContain('బుకింగ్ నంబర్: SA-7K3Q9X');
    expect(confirmed.text).toMatch(/— Saarthi బృందం\n$/);
    expect(confirmed.html).toContain('<html lang="te">');
    expect(confirmed.html).toContain('<p>నమస్కారం Lakshmi &lt;Devi&gt; గారు,</p>');
    // The customer's subject of a finished trip asks how it was, without the car.
    expect(mail('te', 'completed').subject).toBe('ప్రయాణం SA-7K3Q9X పూర్తైంది: ఎలా జరిగింది?');
  });

  it('reads the Hindi of the catalogue', () => {
    const confirmed = mail('hi', 'confirmed');
    expect(confirmed.subject).toMatch(/^बुकिंग SA-7K3Q9X पक्की हो गई: Toyota Innova, /);
    expect(confirmed.text).toContain('नमस्ते Lakshmi <Devi> जी,');
    expect(confirmed.text).toContain('कुल किराया: ');
    expect(confirmed.text).toMatch(/— टीम Saarthi\n$/);
    expect(mail('hi', 'completed').subject).toBe('यात्रा SA-7K3Q9X पूरी हुई: कैसी रही?');
  });

  it("names a paper in the partner's language", () => {
    const notice = {
      event: 'expiring',
      kind: 'insurance',
      subject: 'car',
      subjectId: '0b6f2a43-7c1e-4d35-9a0e-2f7b5c8d9e10',
      subjectName: 'Innova AP 16 AB 1234',
      expiresOn: '2026-12-20',
      daysLeft: 7,
    } as const;
    const hindi = paperMail(notice, 'Srinivas', 'hi');
    expect(hindi.subject).toMatch(/^Innova AP 16 AB 1234 का इंश्योरेंस .+ ख़त्म हो रहा है$/);
    expect(hindi.text).toMatch(/^नमस्ते Srinivas जी,\n\n/);
    expect(hindi.text).toMatch(/\n\nटीम सारथी$/);
    const telugu = paperMail({ ...notice, event: 'lapsed' }, 'Srinivas', 'te');
    expect(telugu.subject).toBe(
      'Innova AP 16 AB 1234 స్టోర్‌ఫ్రంట్ నుంచి తీసివేయబడింది: ఇన్సూరెన్స్ గడువు ముగిసింది',
    );
  });
});
