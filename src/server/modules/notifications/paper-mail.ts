/**
 * What Saarthi tells a partner about a paper: that it expires soon (30, 7 and 1 days before), or
 * that its lapse took a car or driver off the storefront (docs/product/verification.md). In the
 * partner's language; the papers are named as the partner portal names them.
 */
import type { DocumentKind } from '../../../shared/partner-constants.js';
import type { PaperNotice } from '../../../shared/contracts/notifications.js';
import { LANGUAGE_TAGS, type Language } from '../../../shared/constants.js';

export interface PaperMail {
  subject: string;
  text: string;
  html: string;
}

interface Words {
  papers: Record<DocumentKind, string>;
  greeting(name: string): string;
  /** The subject line, which the in-app notification repeats. */
  headline(notice: PaperNotice, paper: string, when: string): string;
  body(notice: PaperNotice, paper: string, when: string): string;
  signOff: string;
}

/** "in 7 days", "tomorrow", "today" in each language. */
function within(language: Language, daysLeft: number): string {
  const relative = new Intl.RelativeTimeFormat(LANGUAGE_TAGS[language], { numeric: 'auto' });
  return relative.format(daysLeft, 'day');
}

const english: Words = {
  papers: {
    gst_certificate: 'GST certificate',
    rc: 'RC',
    permit: 'permit',
    fitness: 'fitness certificate',
    insurance: 'insurance',
    puc: 'PUC certificate',
    driving_licence: 'driving licence',
    police_verification: 'police verification',
  },
  greeting: (name) => `Hello ${name},`,
  headline: (notice, paper) =>
    notice.event === 'expiring'
      ? `The ${paper} of ${notice.subjectName} expires ${within('en', notice.daysLeft)}`
      : `${notice.subjectName} is off the storefront: its ${paper} expired`,
  body: (notice, paper, when) => {
    if (notice.event === 'expiring')
      return notice.subject === 'driver'
        ? `The ${paper} of ${notice.subjectName} expires on ${when}. Upload the renewed one in the Saarthi partner portal before then: from that day ${notice.subjectName} cannot be given a booking until Saarthi has checked it.`
        : `The ${paper} of ${notice.subjectName} expires on ${when}. Upload the renewed one in the Saarthi partner portal before then: from that day customers cannot find or book the car until Saarthi has checked it.`;
    return notice.subject === 'driver'
      ? `The ${paper} of ${notice.subjectName} expired on ${when}, so they cannot be given a booking. Upload the renewed one in the partner portal and save the driver to send them for Saarthi's check again.`
      : `The ${paper} of ${notice.subjectName} expired on ${when}, so customers can no longer find or book the car. Upload the renewed one in the partner portal; once Saarthi has checked it, send the car for review again.`;
  },
  signOff: 'Team Saarthi',
};

const telugu: Words = {
  papers: {
    gst_certificate: 'GST సర్టిఫికెట్',
    rc: 'RC',
    permit: 'పర్మిట్',
    fitness: 'ఫిట్‌నెస్ సర్టిఫికెట్',
    insurance: 'ఇన్సూరెన్స్',
    puc: 'PUC సర్టిఫికెట్',
    driving_licence: 'డ్రైవింగ్ లైసెన్స్',
    police_verification: 'పోలీస్ వెరిఫికేషన్',
  },
  greeting: (name) => `నమస్కారం ${name} గారు,`,
  headline: (notice, paper) =>
    notice.event === 'expiring'
      ? `${notice.subjectName} ${paper} గడువు ${within('te', notice.daysLeft)} ముగుస్తుంది`
      : `${notice.subjectName} స్టోర్‌ఫ్రంట్ నుంచి తీసివేయబడింది: ${paper} గడువు ముగిసింది`,
  body: (notice, paper, when) => {
    if (notice.event === 'expiring')
      return notice.subject === 'driver'
        ? `${notice.subjectName} ${paper} గడువు ${when}తో ముగుస్తుంది. ఆలోగా కొత్తది సారథి పార్ట్‌నర్ పోర్టల్‌లో అప్‌లోడ్ చేయండి: లేకపోతే ఆ రోజు నుంచి సారథి కొత్తదాన్ని తనిఖీ చేసే వరకు ${notice.subjectName}కి బుకింగ్ ఇవ్వలేరు.`
        : `${notice.subjectName} ${paper} గడువు ${when}తో ముగుస్తుంది. ఆలోగా కొత్తది సారథి పార్ట్‌నర్ పోర్టల్‌లో అప్‌లోడ్ చేయండి: లేకపోతే ఆ రోజు నుంచి సారథి కొత్తదాన్ని తనిఖీ చేసే వరకు కస్టమర్లు ఈ కారును చూడలేరు, బుక్ చేయలేరు.`;
    return notice.subject === 'driver'
      ? `${notice.subjectName} ${paper} గడువు ${when}న ముగిసింది, అందువల్ల వారికి బుకింగ్ ఇవ్వలేరు. కొత్తది పార్ట్‌నర్ పోర్టల్‌లో అప్‌లోడ్ చేసి, డ్రైవర్ వివరాలు సేవ్ చేయండి: సారథి మళ్లీ తనిఖీ చేస్తుంది.`
      : `${notice.subjectName} ${paper} గడువు ${when}న ముగిసింది, అందువల్ల కస్టమర్లు ఈ కారును ఇక చూడలేరు, బుక్ చేయలేరు. కొత్తది పార్ట్‌నర్ పోర్టల్‌లో అప్‌లోడ్ చేయండి; సారథి తనిఖీ చేశాక కారును మళ్లీ రివ్యూకి పంపండి.`;
  },
  signOff: 'సారథి బృందం',
};

const hindi: Words = {
  papers: {
    gst_certificate: 'GST सर्टिफ़िकेट',
    rc: 'RC',
    permit: 'परमिट',
    fitness: 'फ़िटनेस सर्टिफ़िकेट',
    insurance: 'इंश्योरेंस',
    puc: 'PUC सर्टिफ़िकेट',
    driving_licence: 'ड्राइविंग लाइसेंस',
    police_verification: 'पुलिस वेरिफ़िकेशन',
  },
  greeting: (name) => `नमस्ते ${name} जी,`,
  headline: (notice, paper) =>
    notice.event === 'expiring'
      ? `${notice.subjectName} का ${paper} ${within('hi', notice.daysLeft)} ख़त्म हो रहा है`
      : `${notice.subjectName} स्टोरफ़्रंट से हटा दी गई: ${paper} की अवधि ख़त्म हो गई`,
  body: (notice, paper, when) => {
    if (notice.event === 'expiring')
      return notice.subject === 'driver'
        ? `${notice.subjectName} का ${paper} ${when} को ख़त्म हो रहा है। उससे पहले नया सारथी पार्टनर पोर्टल में अपलोड करें: वरना उस दिन से, जब तक सारथी नया न जाँच ले, ${notice.subjectName} को कोई बुकिंग नहीं दी जा सकेगी।`
        : `${notice.subjectName} का ${paper} ${when} को ख़त्म हो रहा है। उससे पहले नया सारथी पार्टनर पोर्टल में अपलोड करें: वरना उस दिन से, जब तक सारथी नया न जाँच ले, ग्राहक यह कार न देख पाएँगे, न बुक कर पाएँगे।`;
    return notice.subject === 'driver'
      ? `${notice.subjectName} का ${paper} ${when} को ख़त्म हो गया, इसलिए उन्हें कोई बुकिंग नहीं दी जा सकती। नया पार्टनर पोर्टल में अपलोड करें और ड्राइवर की जानकारी सेव करें, ताकि सारथी फिर से जाँच कर सके।`
      : `${notice.subjectName} का ${paper} ${when} को ख़त्म हो गया, इसलिए ग्राहक अब यह कार न देख सकते हैं, न बुक कर सकते हैं। नया पार्टनर पोर्टल में अपलोड करें; सारथी के जाँचने के बाद कार को फिर से रिव्यू के लिए भेजें।`;
  },
  signOff: 'टीम सारथी',
};

const WORDS: Record<Language, Words> = { en: english, te: telugu, hi: hindi };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

/** "20 Dec 2026" in the reader's language, for a YYYY-MM-DD day. */
function formatDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The notice's one line, as the in-app notification keeps it (in English). */
export function paperNoticeText(notice: PaperNotice): string {
  return WORDS.en.headline(notice, WORDS.en.papers[notice.kind], formatDay(notice.expiresOn, 'en'));
}

/** The e-mail of a paper's notice to the company's partner, in their language. */
export function paperMail(
  notice: PaperNotice,
  recipientName: string,
  language: Language,
): PaperMail {
  const words = WORDS[language];
  const paper = words.papers[notice.kind];
  const when = formatDay(notice.expiresOn, language);
  const subject = words.headline(notice, paper, when);
  const paragraphs = [words.greeting(recipientName), words.body(notice, paper, when)];
  return {
    subject,
    text: [...paragraphs, words.signOff].join('\n\n'),
    html: [
      ...paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p>${escapeHtml(words.signOff)}</p>`,
    ].join(''),
  };
}
