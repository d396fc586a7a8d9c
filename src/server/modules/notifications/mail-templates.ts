/**
 * The e-mails of a booking's changes (MARKETPLACE "Bookings", Notifications), to its customer
 * and to its company's partner, in the language each reads Saarthi in (`users.language`).
 * Times are India time and amounts rupees in the Indian grouping, whatever the server's zone.
 * The Telugu and Hindi are written as a native speaker would put them, not word for word.
 */
import type { BookingActor, BookingStatus } from '../../../shared/booking-constants.js';
import { INDIA_TIME_ZONE } from '../../../shared/booking-constants.js';
import { LANGUAGE_TAGS, type Language } from '../../../shared/constants.js';
import { formatRupees } from '../../../shared/money.js';

export type Audience = 'customer' | 'partner';

/** What the mails say about a booking: read with it in the transaction of the change. */
export interface MailBooking {
  reference: string;
  carName: string;
  pickupAt: Date;
  returnAt: Date;
  respondBy: Date;
  pickupAddress: string;
  dropAddress: string;
  companyName: string;
  companyPhone: string;
  customerName: string;
  customerPhone: string;
  driverName: string | null;
  total: number;
  cancellationFee: number | null;
}

export interface BookingMailInput {
  audience: Audience;
  language: Language;
  /** The recipient's own name, for the greeting. */
  recipientName: string;
  status: BookingStatus;
  /** Who moved the booking: a cancellation says by whom. */
  actor: BookingActor;
  reason: string;
  booking: MailBooking;
}

export interface BookingMail {
  subject: string;
  text: string;
  html: string;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** "5 Dec 2026, 6:00 am" in India time (with the year) or "5 Dec, 6:00 am" (without). */
function formatIndiaTime(at: Date, language: Language, withYear = true): string {
  const key = `${language}:${withYear}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
      timeZone: INDIA_TIME_ZONE,
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
    dateFormats.set(key, format);
  }
  return format.format(at);
}

/** The words of one language: every sentence gets its values already formatted. */
interface Words {
  greeting(name: string): string;
  signOff: string;
  labels: {
    reference: string;
    car: string;
    pickup: string;
    return: string;
    pickupAddress: string;
    dropAddress: string;
    company: string;
    companyPhone: string;
    customer: string;
    customerPhone: string;
    driver: string;
    total: string;
  };
  subject(audience: Audience, status: BookingStatus, v: Values): string;
  body(audience: Audience, status: BookingStatus, v: Values): string[];
}

interface Values {
  reference: string;
  car: string;
  /** Pickup, short: for subjects. */
  when: string;
  /** Pickup, with the year. */
  pickup: string;
  respondBy: string;
  company: string;
  customer: string;
  driver: string;
  reason: string;
  /** The fee formatted, or null when none was charged. */
  fee: string | null;
  actor: BookingActor;
}

const english: Words = {
  greeting: (name) => `Hello ${name},`,
  signOff: '— Saarthi',
  labels: {
    reference: 'Reference',
    car: 'Car',
    pickup: 'Pickup',
    return: 'Return',
    pickupAddress: 'Pickup address',
    dropAddress: 'Drop address',
    company: 'Travel company',
    companyPhone: 'Company phone',
    customer: 'Customer',
    customerPhone: 'Customer phone',
    driver: 'Driver',
    total: 'Total fare',
  },
  subject(audience, status, v) {
    const booking = `Booking ${v.reference} for ${v.car} on ${v.when}`;
    switch (status) {
      case 'requested':
        return audience === 'partner'
          ? `New booking request ${v.reference} for ${v.car} on ${v.when}`
          : `Booking request ${v.reference} for ${v.car} on ${v.when} received`;
      case 'confirmed':
        return `${booking} is confirmed`;
      case 'declined':
        return `${booking} was declined`;
      case 'expired':
        return `Booking request ${v.reference} for ${v.car} on ${v.when} expired without an answer`;
      case 'in_progress':
        return `Trip ${v.reference} in the ${v.car} has started`;
      case 'completed':
        return audience === 'customer'
          ? `Trip ${v.reference} in the ${v.car} is complete: how was it?`
          : `Trip ${v.reference} in the ${v.car} is complete`;
      case 'cancelled':
        return `${booking} was cancelled`;
      case 'no_show':
        return `${booking} was recorded as a no-show`;
    }
  },
  body(audience, status, v) {
    const customer = audience === 'customer';
    switch (status) {
      case 'requested':
        return customer
          ? [
              `We have sent your request for the ${v.car} on ${v.pickup} to ${v.company}.`,
              `They have until ${v.respondBy} to answer, and we will e-mail you as soon as they do. Nothing is charged until the trip.`,
            ]
          : [
              `${v.customer} would like to book your ${v.car} from ${v.pickup}.`,
              `Please accept (and assign a driver) or decline by ${v.respondBy} in the partner portal. If there is no answer by then, the request expires.`,
            ];
      case 'confirmed':
        return customer
          ? [
              `Good news: ${v.company} has confirmed your trip in the ${v.car} on ${v.pickup}.`,
              `Your driver will be ${v.driver}. The trip is attached as a calendar file.`,
            ]
          : [
              `You confirmed ${v.customer}'s trip in the ${v.car} on ${v.pickup}, with ${v.driver} driving.`,
              'The trip is attached as a calendar file.',
            ];
      case 'declined':
        return customer
          ? [
              `Sorry, ${v.company} could not take your booking of the ${v.car} on ${v.pickup}.`,
              ...(v.reason ? [`Their reason: ${v.reason}`] : []),
              'Nothing has been charged. Other cars are waiting for you on Saarthi.',
            ]
          : [
              `You declined ${v.customer}'s request for the ${v.car} on ${v.pickup}.`,
              ...(v.reason ? [`Reason given: ${v.reason}`] : []),
            ];
      case 'expired':
        return customer
          ? [
              `${v.company} did not answer your request for the ${v.car} on ${v.pickup} in time, so it has lapsed.`,
              'Nothing has been charged. Please try another car on Saarthi.',
            ]
          : [
              `${v.customer}'s request for the ${v.car} on ${v.pickup} was not answered by ${v.respondBy}, so it has expired.`,
              'Answering requests quickly keeps your company high in the listings.',
            ];
      case 'in_progress':
        return customer
          ? [`Your trip in the ${v.car} with ${v.driver} has started. Have a safe journey!`]
          : [`The trip of ${v.customer} in the ${v.car} has started.`];
      case 'completed':
        return customer
          ? [
              `Thank you for travelling with Saarthi. We hope you enjoyed your trip with ${v.company}.`,
              `Please take a minute to review the ${v.car} in My trips: your review helps other travellers choose.`,
            ]
          : [`The trip of ${v.customer} in the ${v.car} is complete.`];
      case 'cancelled':
        return [
          `The booking of the ${v.car} on ${v.pickup} was cancelled ${englishBy(audience, v.actor)}.`,
          ...(v.reason ? [`Reason: ${v.reason}`] : []),
          v.fee
            ? `Cancellation fee: ${v.fee}.`
            : customer
              ? 'No cancellation fee applies.'
              : 'No cancellation fee was charged.',
        ];
      case 'no_show':
        return customer
          ? [
              `${v.company} recorded your booking of the ${v.car} on ${v.pickup} as a no-show: the driver waited, but the trip did not start.`,
              ...(v.fee ? [`No-show fee: ${v.fee}.`] : []),
              `If this is a mistake, please call ${v.company} or reply to this e-mail.`,
            ]
          : [
              `You recorded ${v.customer}'s booking of the ${v.car} on ${v.pickup} as a no-show.`,
              ...(v.fee ? [`No-show fee: ${v.fee}.`] : []),
            ];
    }
  },
};

function englishBy(audience: Audience, actor: BookingActor): string {
  switch (actor) {
    case 'customer':
      return audience === 'customer' ? 'by you' : 'by the customer';
    case 'partner':
      return audience === 'partner' ? 'by your company' : 'by the travel company';
    case 'operator':
      return 'by the Saarthi team';
    case 'system':
      return 'by Saarthi';
  }
}

const hindi: Words = {
  greeting: (name) => `नमस्ते ${name} जी,`,
  signOff: '— टीम Saarthi',
  labels: {
    reference: 'बुकिंग नंबर',
    car: 'कार',
    pickup: 'पिकअप',
    return: 'वापसी',
    pickupAddress: 'पिकअप का पता',
    dropAddress: 'छोड़ने का पता',
    company: 'ट्रैवल कंपनी',
    companyPhone: 'कंपनी का फ़ोन',
    customer: 'ग्राहक',
    customerPhone: 'ग्राहक का फ़ोन',
    driver: 'ड्राइवर',
    total: 'कुल किराया',
  },
  subject(audience, status, v) {
    switch (status) {
      case 'requested':
        return audience === 'partner'
          ? `नया बुकिंग अनुरोध ${v.reference}: ${v.car}, ${v.when}`
          : `आपका बुकिंग अनुरोध ${v.reference} मिल गया है: ${v.car}, ${v.when}`;
      case 'confirmed':
        return `बुकिंग ${v.reference} पक्की हो गई: ${v.car}, ${v.when}`;
      case 'declined':
        return `बुकिंग ${v.reference} स्वीकार नहीं हुई: ${v.car}, ${v.when}`;
      case 'expired':
        return `बुकिंग अनुरोध ${v.reference} की समय-सीमा निकल गई: ${v.car}, ${v.when}`;
      case 'in_progress':
        return `यात्रा ${v.reference} शुरू हो गई: ${v.car}`;
      case 'completed':
        return audience === 'customer'
          ? `यात्रा ${v.reference} पूरी हुई: कैसी रही?`
          : `यात्रा ${v.reference} पूरी हुई: ${v.car}`;
      case 'cancelled':
        return `बुकिंग ${v.reference} रद्द हो गई: ${v.car}, ${v.when}`;
      case 'no_show':
        return `बुकिंग ${v.reference} नो-शो दर्ज हुई: ${v.car}, ${v.when}`;
    }
  },
  body(audience, status, v) {
    const customer = audience === 'customer';
    switch (status) {
      case 'requested':
        return customer
          ? [
              `${v.pickup} के लिए ${v.car} का आपका अनुरोध हमने ${v.company} को भेज दिया है।`,
              `कंपनी को ${v.respondBy} तक जवाब देना है; जवाब आते ही हम आपको ईमेल करेंगे। यात्रा से पहले कोई भुगतान नहीं लिया जाता।`,
            ]
          : [
              `${v.customer} ${v.pickup} से आपकी ${v.car} बुक करना चाहते हैं।`,
              `कृपया ${v.respondBy} तक पार्टनर पोर्टल में अनुरोध स्वीकार करें (और ड्राइवर चुनें) या मना करें। तब तक जवाब न मिला तो अनुरोध अपने-आप रद्द हो जाएगा।`,
            ];
      case 'confirmed':
        return customer
          ? [
              `खुशख़बरी! ${v.company} ने ${v.pickup} की आपकी ${v.car} यात्रा पक्की कर दी है।`,
              `आपके ड्राइवर ${v.driver} होंगे। यात्रा की कैलेंडर फ़ाइल इस ईमेल के साथ लगी है।`,
            ]
          : [
              `आपने ${v.customer} की ${v.pickup} की ${v.car} यात्रा पक्की कर दी है; ड्राइवर ${v.driver} होंगे।`,
              'यात्रा की कैलेंडर फ़ाइल इस ईमेल के साथ लगी है।',
            ];
      case 'declined':
        return customer
          ? [
              `माफ़ कीजिए, ${v.company} ${v.pickup} के लिए ${v.car} की आपकी बुकिंग नहीं ले सकी।`,
              ...(v.reason ? [`कंपनी ने कारण बताया: ${v.reason}`] : []),
              'आपसे कोई पैसा नहीं लिया गया है। Saarthi पर और भी कारें आपका इंतज़ार कर रही हैं।',
            ]
          : [
              `आपने ${v.customer} का ${v.pickup} के लिए ${v.car} का अनुरोध अस्वीकार कर दिया।`,
              ...(v.reason ? [`बताया गया कारण: ${v.reason}`] : []),
            ];
      case 'expired':
        return customer
          ? [
              `${v.company} ने ${v.pickup} के लिए ${v.car} के आपके अनुरोध का समय पर जवाब नहीं दिया, इसलिए अनुरोध रद्द हो गया है।`,
              'आपसे कोई पैसा नहीं लिया गया है। कृपया Saarthi पर कोई दूसरी कार देखें।',
            ]
          : [
              `${v.customer} के ${v.pickup} के लिए ${v.car} के अनुरोध का ${v.respondBy} तक जवाब नहीं मिला, इसलिए उसकी समय-सीमा निकल गई।`,
              'अनुरोधों का जल्दी जवाब देने से आपकी कंपनी लिस्टिंग में ऊपर रहती है।',
            ];
      case 'in_progress':
        return customer
          ? [`${v.driver} के साथ ${v.car} में आपकी यात्रा शुरू हो गई है। आपकी यात्रा मंगलमय हो!`]
          : [`${v.customer} की ${v.car} यात्रा शुरू हो गई है।`];
      case 'completed':
        return customer
          ? [
              `Saarthi के साथ सफ़र करने के लिए धन्यवाद। उम्मीद है ${v.company} के साथ आपकी यात्रा अच्छी रही।`,
              `"मेरी यात्राएँ" में ${v.car} के बारे में दो शब्द ज़रूर लिखें: आपकी समीक्षा से दूसरे यात्रियों को सही कार चुनने में मदद मिलती है।`,
            ]
          : [`${v.customer} की ${v.car} यात्रा पूरी हो गई है।`];
      case 'cancelled':
        return [
          `${v.pickup} की ${v.car} बुकिंग ${hindiBy(audience, v.actor)} रद्द कर दी गई है।`,
          ...(v.reason ? [`कारण: ${v.reason}`] : []),
          v.fee ? `रद्द करने का शुल्क: ${v.fee}।` : 'रद्द करने का कोई शुल्क नहीं लगा।',
        ];
      case 'no_show':
        return customer
          ? [
              `${v.company} ने ${v.pickup} की आपकी ${v.car} बुकिंग को नो-शो दर्ज किया है: ड्राइवर ने इंतज़ार किया, पर यात्रा शुरू नहीं हो सकी।`,
              ...(v.fee ? [`नो-शो शुल्क: ${v.fee}।`] : []),
              `अगर यह गलती से हुआ है, तो कृपया ${v.company} को फ़ोन करें या इस ईमेल का जवाब दें।`,
            ]
          : [
              `आपने ${v.customer} की ${v.pickup} की ${v.car} बुकिंग को नो-शो दर्ज किया है।`,
              ...(v.fee ? [`नो-शो शुल्क: ${v.fee}।`] : []),
            ];
    }
  },
};

function hindiBy(audience: Audience, actor: BookingActor): string {
  switch (actor) {
    case 'customer':
      return audience === 'customer' ? 'आपके कहने पर' : 'ग्राहक के कहने पर';
    case 'partner':
      return audience === 'partner' ? 'आपकी कंपनी द्वारा' : 'ट्रैवल कंपनी द्वारा';
    case 'operator':
      return 'Saarthi टीम द्वारा';
    case 'system':
      return 'Saarthi द्वारा';
  }
}

const telugu: Words = {
  greeting: (name) => `నమస్కారం ${name} గారు,`,
  signOff: '— Saarthi బృందం',
  labels: {
    reference: 'బుకింగ్ నంబర్',
    car: 'కారు',
    pickup: 'పికప్',
    return: 'ప్రయాణం ముగింపు',
    pickupAddress: 'పికప్ చిరునామా',
    dropAddress: 'దిగే చిరునామా',
    company: 'ట్రావెల్ కంపెనీ',
    companyPhone: 'కంపెనీ ఫోన్',
    customer: 'కస్టమర్',
    customerPhone: 'కస్టమర్ ఫోన్',
    driver: 'డ్రైవర్',
    total: 'మొత్తం ఛార్జీ',
  },
  subject(audience, status, v) {
    switch (status) {
      case 'requested':
        return audience === 'partner'
          ? `కొత్త బుకింగ్ అభ్యర్థన ${v.reference}: ${v.car}, ${v.when}`
          : `మీ బుకింగ్ అభ్యర్థన ${v.reference} అందింది: ${v.car}, ${v.when}`;
      case 'confirmed':
        return `బుకింగ్ ${v.reference} ఖరారైంది: ${v.car}, ${v.when}`;
      case 'declined':
        return `బుకింగ్ ${v.reference} అంగీకరించబడలేదు: ${v.car}, ${v.when}`;
      case 'expired':
        return `బుకింగ్ అభ్యర్థన ${v.reference} గడువు ముగిసింది: ${v.car}, ${v.when}`;
      case 'in_progress':
        return `ప్రయాణం ${v.reference} మొదలైంది: ${v.car}`;
      case 'completed':
        return audience === 'customer'
          ? `ప్రయాణం ${v.reference} పూర్తైంది: ఎలా జరిగింది?`
          : `ప్రయాణం ${v.reference} పూర్తైంది: ${v.car}`;
      case 'cancelled':
        return `బుకింగ్ ${v.reference} రద్దైంది: ${v.car}, ${v.when}`;
      case 'no_show':
        return `బుకింగ్ ${v.reference} నో-షోగా నమోదైంది: ${v.car}, ${v.when}`;
    }
  },
  body(audience, status, v) {
    const customer = audience === 'customer';
    switch (status) {
      case 'requested':
        return customer
          ? [
              `${v.pickup}కి ${v.car} కోసం మీ అభ్యర్థనను ${v.company}కి పంపాము.`,
              `వారు ${v.respondBy} లోపు సమాధానం ఇవ్వాలి; సమాధానం రాగానే మీకు ఈమెయిల్ చేస్తాము. ప్రయాణానికి ముందు ఎలాంటి డబ్బూ తీసుకోము.`,
            ]
          : [
              `${v.customer} గారు ${v.pickup} నుంచి మీ ${v.car} బుక్ చేయాలనుకుంటున్నారు.`,
              `దయచేసి ${v.respondBy} లోపు పార్ట్‌నర్ పోర్టల్‌లో అంగీకరించండి (డ్రైవర్‌ను ఎంచుకోండి) లేదా తిరస్కరించండి. అప్పటికి సమాధానం లేకపోతే అభ్యర్థన గడువు ముగుస్తుంది.`,
            ];
      case 'confirmed':
        return customer
          ? [
              `శుభవార్త! ${v.pickup}కి ${v.car}లో మీ ప్రయాణాన్ని ${v.company} ఖరారు చేసింది.`,
              `మీ డ్రైవర్ ${v.driver}. ప్రయాణ వివరాలను క్యాలెండర్ ఫైల్‌గా ఈ ఈమెయిల్‌కు జత చేశాము.`,
            ]
          : [
              `${v.customer} గారి ${v.pickup} ${v.car} ప్రయాణాన్ని మీరు ఖరారు చేశారు; డ్రైవర్ ${v.driver}.`,
              'ప్రయాణ వివరాలను క్యాలెండర్ ఫైల్‌గా ఈ ఈమెయిల్‌కు జత చేశాము.',
            ];
      case 'declined':
        return customer
          ? [
              `క్షమించండి, ${v.pickup}కి ${v.car} కోసం మీ బుకింగ్‌ను ${v.company} తీసుకోలేకపోయింది.`,
              ...(v.reason ? [`వారు చెప్పిన కారణం: ${v.reason}`] : []),
              'మీ నుంచి ఎలాంటి డబ్బూ తీసుకోలేదు. Saarthiలో మరిన్ని కార్లు మీ కోసం ఎదురుచూస్తున్నాయి.',
            ]
          : [
              `${v.customer} గారి ${v.pickup} ${v.car} అభ్యర్థనను మీరు తిరస్కరించారు.`,
              ...(v.reason ? [`మీరు చెప్పిన కారణం: ${v.reason}`] : []),
            ];
      case 'expired':
        return customer
          ? [
              `${v.pickup}కి ${v.car} కోసం మీ అభ్యర్థనకు ${v.company} సమయానికి స్పందించలేదు, అందుకే అది రద్దైంది.`,
              'మీ నుంచి ఎలాంటి డబ్బూ తీసుకోలేదు. దయచేసి Saarthiలో మరో కారును చూడండి.',
            ]
          : [
              `${v.customer} గారి ${v.pickup} ${v.car} అభ్యర్థనకు ${v.respondBy} లోపు సమాధానం రాలేదు, అందుకే దాని గడువు ముగిసింది.`,
              'అభ్యర్థనలకు త్వరగా స్పందిస్తే మీ కంపెనీ జాబితాలో పైన కనిపిస్తుంది.',
            ];
      case 'in_progress':
        return customer
          ? [`${v.driver}తో ${v.car}లో మీ ప్రయాణం మొదలైంది. మీ ప్రయాణం సుఖంగా సాగాలి!`]
          : [`${v.customer} గారి ${v.car} ప్రయాణం మొదలైంది.`];
      case 'completed':
        return customer
          ? [
              `Saarthiతో ప్రయాణించినందుకు ధన్యవాదాలు. ${v.company}తో మీ ప్రయాణం బాగా జరిగిందని ఆశిస్తున్నాము.`,
              `"నా ప్రయాణాలు"లో ${v.car} గురించి ఒక చిన్న సమీక్ష రాయండి: మీ మాట ఇతర ప్రయాణికులకు సరైన కారు ఎంచుకోవడానికి సహాయపడుతుంది.`,
            ]
          : [`${v.customer} గారి ${v.car} ప్రయాణం పూర్తైంది.`];
      case 'cancelled':
        return [
          `${v.pickup} ${v.car} బుకింగ్ ${teluguBy(audience, v.actor)} రద్దైంది.`,
          ...(v.reason ? [`కారణం: ${v.reason}`] : []),
          v.fee ? `రద్దు రుసుము: ${v.fee}.` : 'ఎలాంటి రద్దు రుసుమూ లేదు.',
        ];
      case 'no_show':
        return customer
          ? [
              `${v.pickup} మీ ${v.car} బుకింగ్‌ను ${v.company} నో-షోగా నమోదు చేసింది: డ్రైవర్ ఎదురుచూశారు, కానీ ప్రయాణం మొదలవలేదు.`,
              ...(v.fee ? [`నో-షో రుసుము: ${v.fee}.`] : []),
              `ఇది పొరపాటు అయితే, దయచేసి ${v.company}కి ఫోన్ చేయండి లేదా ఈ ఈమెయిల్‌కు జవాబు ఇవ్వండి.`,
            ]
          : [
              `${v.customer} గారి ${v.pickup} ${v.car} బుకింగ్‌ను మీరు నో-షోగా నమోదు చేశారు.`,
              ...(v.fee ? [`నో-షో రుసుము: ${v.fee}.`] : []),
            ];
    }
  },
};

function teluguBy(audience: Audience, actor: BookingActor): string {
  switch (actor) {
    case 'customer':
      return audience === 'customer' ? 'మీ కోరిక మేరకు' : 'కస్టమర్ కోరిక మేరకు';
    case 'partner':
      return audience === 'partner' ? 'మీ కంపెనీ నిర్ణయంతో' : 'ట్రావెల్ కంపెనీ నిర్ణయంతో';
    case 'operator':
      return 'Saarthi బృందం నిర్ణయంతో';
    case 'system':
      return 'Saarthi ద్వారా';
  }
}

const WORDS: Record<Language, Words> = { en: english, te: telugu, hi: hindi };

function valuesFor(input: BookingMailInput): Values {
  const { booking, language } = input;
  const fee = booking.cancellationFee;
  return {
    reference: booking.reference,
    car: booking.carName,
    when: formatIndiaTime(booking.pickupAt, language, false),
    pickup: formatIndiaTime(booking.pickupAt, language),
    respondBy: formatIndiaTime(booking.respondBy, language),
    company: booking.companyName,
    customer: booking.customerName,
    driver: booking.driverName ?? '—',
    reason: input.reason.trim(),
    fee: fee ? formatRupees(fee, LANGUAGE_TAGS[language]) : null,
    actor: input.actor,
  };
}

/** The in-app notification's text: the English subject for that party (the contract's `text`). */
export function notificationText(
  audience: Audience,
  status: BookingStatus,
  actor: BookingActor,
  booking: MailBooking,
): string {
  return english.subject(
    audience,
    status,
    valuesFor({ audience, language: 'en', recipientName: '', status, actor, reason: '', booking }),
  );
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The mail of one change to one party: subject, plain text and the same as simple HTML. */
export function bookingMail(input: BookingMailInput): BookingMail {
  const words = WORDS[input.language];
  const { booking, audience, language } = input;
  const values = valuesFor(input);
  const labels = words.labels;
  // The party reading sees the other's contact: the customer the company, the partner the customer.
  const details: [string, string][] = [
    [labels.reference, booking.reference],
    [labels.car, booking.carName],
    [labels.pickup, values.pickup],
    [labels.return, formatIndiaTime(booking.returnAt, language)],
    [labels.pickupAddress, booking.pickupAddress],
    ...(booking.dropAddress ? [[labels.dropAddress, booking.dropAddress] as [string, string]] : []),
    ...(audience === 'customer'
      ? ([
          [labels.company, booking.companyName],
          [labels.companyPhone, booking.companyPhone],
        ] as [string, string][])
      : ([
          [labels.customer, booking.customerName],
          ...(booking.customerPhone
            ? [[labels.customerPhone, booking.customerPhone] as [string, string]]
            : []),
        ] as [string, string][])),
    ...(booking.driverName ? [[labels.driver, booking.driverName] as [string, string]] : []),
    [labels.total, formatRupees(booking.total, LANGUAGE_TAGS[language])],
  ];
  const greeting = words.greeting(input.recipientName);
  const paragraphs = words.body(audience, input.status, values);
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    words.signOff,
    '',
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;color:#1f2937;line-height:1.5">`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    '<table style="border-collapse:collapse;margin:16px 0">',
    ...details.map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:4px 16px 4px 0;color:#6b7280;font-weight:normal">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p>${escapeHtml(words.signOff)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: words.subject(audience, input.status, values), text, html };
}
