import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuditActorRole, AuditRecordType } from '@shared/contracts/audit';

export const ROLE_LABELS: Record<AuditActorRole, MessageDescriptor> = {
  customer: msg({ message: 'Customer', comment: 'Audit log: the role someone acted in' }),
  partner: msg({ message: 'Partner', comment: 'Audit log: the role someone acted in' }),
  operator: msg({ message: 'Operator', comment: 'Audit log: the role someone acted in' }),
  system: msg({
    message: 'Saarthi (automatic)',
    comment: "Audit log: Saarthi's own rules acted, e.g. a car taken off when its insurance lapsed",
  }),
};

export const RECORD_TYPE_LABELS: Record<AuditRecordType, MessageDescriptor> = {
  company: msg({ message: 'Company', comment: 'Audit log: a kind of record' }),
  car: msg({ message: 'Car', comment: 'Audit log: a kind of record' }),
  driver: msg({ message: 'Driver', comment: 'Audit log: a kind of record' }),
  document: msg({ message: 'Document', comment: 'Audit log: a kind of record' }),
  lead: msg({ message: 'Lead', comment: 'Audit log: a kind of record (a contact reveal)' }),
  review: msg({ message: 'Review', comment: 'Audit log: a kind of record' }),
  user: msg({ message: 'Account', comment: 'Audit log: a kind of record (a user account)' }),
  booking: msg({ message: 'Booking', comment: 'Audit log: a kind of record' }),
  content: msg({
    message: 'Content',
    comment: 'Audit log: a kind of record (FAQs, blogs, listings, home strips)',
  }),
  promotion: msg({ message: 'Offer', comment: 'Audit log: a kind of record (a promotion code)' }),
  route: msg({
    message: 'Route',
    comment: 'Audit log: a kind of record (a route from a city to a place: km and tolls)',
  }),
};

/** What an action is done to: the first part of `company.verify`. */
const SUBJECTS: Record<string, MessageDescriptor> = {
  company: msg({ message: 'Company', comment: 'Audit log: what an action was done to' }),
  car: msg({ message: 'Car', comment: 'Audit log: what an action was done to' }),
  driver: msg({ message: 'Driver', comment: 'Audit log: what an action was done to' }),
  document: msg({ message: 'Document', comment: 'Audit log: what an action was done to' }),
  lead: msg({ message: 'Lead', comment: 'Audit log: what an action was done to' }),
  review: msg({ message: 'Review', comment: 'Audit log: what an action was done to' }),
  feedback: msg({ message: 'Review', comment: 'Audit log: what an action was done to' }),
  report: msg({ message: 'Review report', comment: 'Audit log: what an action was done to' }),
  comment: msg({ message: 'Site comment', comment: 'Audit log: what an action was done to' }),
  site_review: msg({ message: 'Site comment', comment: 'Audit log: what an action was done to' }),
  user: msg({ message: 'Account', comment: 'Audit log: what an action was done to' }),
  booking: msg({ message: 'Booking', comment: 'Audit log: what an action was done to' }),
  promotion: msg({ message: 'Offer', comment: 'Audit log: a kind of record (a promotion code)' }),
  route: msg({
    message: 'Route',
    comment: 'Audit log: what an action was done to (km and tolls from a city to a place)',
  }),
  faq: msg({ message: 'FAQ', comment: 'Audit log: what an action was done to' }),
  blog: msg({ message: 'Blog', comment: 'Audit log: what an action was done to' }),
  home_strip: msg({ message: 'Home strip item', comment: 'Audit log: what an action was done to' }),
  car_offer: msg({ message: 'New-car offer', comment: 'Audit log: what an action was done to' }),
  van: msg({ message: 'Van listing', comment: 'Audit log: what an action was done to' }),
  tour: msg({ message: 'Tour package', comment: 'Audit log: what an action was done to' }),
  car_wash: msg({ message: 'Car wash listing', comment: 'Audit log: what an action was done to' }),
  mechanic: msg({ message: 'Mechanic listing', comment: 'Audit log: what an action was done to' }),
  driving_school: msg({
    message: 'Driving school listing',
    comment: 'Audit log: what an action was done to',
  }),
};

// Each verb's comment is written out: Lingui's extractor reads only literal comments.
/** What was done: the last part of `company.verify`, in words around its subject. */
const VERBS: Record<string, MessageDescriptor> = {
  register: msg({
    message: '{subject} registered',
    comment: 'Audit log: an action, {subject} is what it was done to (Company, Car, FAQ…)',
  }),
  create: msg({
    message: '{subject} added',
    comment: 'Audit log: an action, {subject} is what it was done to (Company, Car, FAQ…)',
  }),
  update: msg({
    message: '{subject} edited',
    comment: 'Audit log: an action, {subject} is what it was done to (Company, Car, FAQ…)',
  }),
  delete: msg({
    message: '{subject} deleted',
    comment: 'Audit log: an action, {subject} is what it was done to (Company, Car, FAQ…)',
  }),
  publish: msg({
    message: '{subject} published',
    comment: 'Audit log: an action, {subject} is what it was done to (Company, Car, FAQ…)',
  }),
  unpublish: msg({
    message: '{subject} unpublished',
    comment: 'Audit log: an action, {subject} is what it was done to (Company, Car, FAQ…)',
  }),
  verify: msg({
    message: '{subject} verified',
    comment: 'Audit log: an action, {subject} is what it was done to (Company, Car, FAQ…)',
  }),
  approve: msg({
    message: '{subject} approved',
    comment: 'Audit log: an action, {subject} is what it was done to (Company, Car, FAQ…)',
  }),
  reject: msg({
    message: '{subject} rejected',
    comment: 'Audit log: an action, {subject} is what it was done to (Company, Car, FAQ…)',
  }),
  suspend: msg({
    message: '{subject} suspended',
    comment: 'Audit log: an action, {subject} is what it was done to (Company, Car, FAQ…)',
  }),
  restore: msg({
    message: '{subject} restored',
    comment: 'Audit log: an action, {subject} is what it was done to (Company, Car, FAQ…)',
  }),
  hide: msg({
    message: '{subject} hidden',
    comment: 'Audit log: an action, {subject} is what it was done to (Company, Car, FAQ…)',
  }),
  dismiss: msg({
    message: '{subject} dismissed',
    comment: 'Audit log: an action, {subject} is what it was done to (Company, Car, FAQ…)',
  }),
  resolve: msg({
    message: '{subject} settled',
    comment: 'Audit log: an action, {subject} is what it was done to (Company, Car, FAQ…)',
  }),
  reply: msg({
    message: '{subject} replied to',
    comment: 'Audit log: an action, {subject} is what it was done to (Company, Car, FAQ…)',
  }),
  archive: msg({
    message: '{subject} archived',
    comment: 'Audit log: an action, {subject} is what it was done to (Company, Car, FAQ…)',
  }),
  submit: msg({
    message: '{subject} sent for review',
    comment: 'Audit log: an action, {subject} is what it was done to (Company, Car, FAQ…)',
  }),
  availability: msg({
    message: '{subject} availability switched',
    comment: 'Audit log: an action, {subject} is what it was done to (Company, Car, FAQ…)',
  }),
  block: msg({
    message: '{subject} blocked for maintenance',
    comment: 'Audit log: an action, {subject} is what it was done to (Company, Car, FAQ…)',
  }),
  unblock: msg({
    message: '{subject} maintenance block removed',
    comment: 'Audit log: an action, {subject} is what it was done to (Company, Car, FAQ…)',
  }),
  upload: msg({
    message: '{subject} uploaded',
    comment: 'Audit log: an action, {subject} is what it was done to (Company, Car, FAQ…)',
  }),
  remove: msg({
    message: '{subject} removed',
    comment: 'Audit log: an action, {subject} is what it was done to (Company, Car, FAQ…)',
  }),
  status: msg({
    message: '{subject} status changed',
    comment: 'Audit log: an action, {subject} is what it was done to (Company, Car, FAQ…)',
  }),
  role: msg({
    message: '{subject} role changed',
    comment: 'Audit log: an action, {subject} is what it was done to (Company, Car, FAQ…)',
  }),
  move: msg({
    message: '{subject} moved',
    comment: 'Audit log: an action, {subject} is what it was done to (Company, Car, FAQ…)',
  }),
  papers_lapsed: msg({
    message: '{subject} taken off: papers not in order',
    comment: 'Audit log: Saarthi took a car or driver off because a paper lapsed or was removed',
  }),
};

/** `car_wash` → "Car wash": a code the console has no words for, readable at least. */
export function humanise(code: string): string {
  const words = code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `company.verify` → "Company verified", in the reader's language. */
export function actionWords(i18n: I18n, action: string): string {
  const parts = action.split('.');
  const verb = parts.at(-1) ?? action;
  const subjectCode = parts.slice(0, -1).join('_');
  const known = SUBJECTS[subjectCode];
  const subject = known ? i18n._(known) : humanise(subjectCode);
  const template = VERBS[verb];
  if (!template) return `${subject}: ${humanise(verb)}`;
  // Through a bound copy: the extractor reads every `i18n._(…)` call as a message of its own.
  const translate = i18n._.bind(i18n);
  return translate(template.id!, { subject });
}

const CONTENT_SUBJECTS = [
  'faq',
  'blog',
  'home_strip',
  'car_offer',
  'van',
  'tour',
  'car_wash',
  'mechanic',
  'driving_school',
] as const;
const CONTENT_VERBS = ['create', 'update', 'publish', 'unpublish', 'delete'] as const;

/**
 * The actions the filter offers, grouped by what they are done to: those the server writes
 * today. An action not listed is still found by searching its words.
 */
export const ACTION_GROUPS: readonly { label: MessageDescriptor; actions: readonly string[] }[] = [
  {
    label: RECORD_TYPE_LABELS.company,
    actions: [
      'company.register',
      'company.update',
      'company.verify',
      'company.reject',
      'company.suspend',
      'company.restore',
    ],
  },
  {
    label: RECORD_TYPE_LABELS.car,
    actions: [
      'car.create',
      'car.update',
      'car.availability',
      'car.submit',
      'car.approve',
      'car.reject',
      'car.block',
      'car.unblock',
      'car.archive',
      'car.papers_lapsed',
    ],
  },
  {
    label: RECORD_TYPE_LABELS.driver,
    actions: ['driver.verify', 'driver.reject', 'driver.papers_lapsed'],
  },
  {
    label: RECORD_TYPE_LABELS.document,
    actions: ['document.upload', 'document.approve', 'document.reject', 'document.remove'],
  },
  { label: RECORD_TYPE_LABELS.lead, actions: ['lead.status'] },
  {
    label: RECORD_TYPE_LABELS.review,
    actions: ['review.hide', 'review.restore', 'comment.hide', 'comment.restore', 'report.dismiss'],
  },
  { label: RECORD_TYPE_LABELS.user, actions: ['user.role', 'user.suspend', 'user.restore'] },
  { label: RECORD_TYPE_LABELS.booking, actions: ['booking.move'] },
  ...CONTENT_SUBJECTS.map((subject) => ({
    label: SUBJECTS[subject]!,
    actions: CONTENT_VERBS.map((verb) => `${subject}.${verb}`),
  })),
];

/** Field names the console has words for; any other is shown as its name made readable. */
const FIELDS: Record<string, MessageDescriptor> = {
  status: msg({ message: 'Status', comment: 'Audit log: a changed field' }),
  status_reason: msg({ message: 'Reason shown to the partner', comment: 'Audit log: a field' }),
  reason: msg({ message: 'Reason', comment: 'Audit log: a changed field' }),
  availability: msg({ message: 'Available', comment: 'Audit log: a changed field' }),
  published: msg({ message: 'Published', comment: 'Audit log: a changed field' }),
  role: msg({ message: 'Role', comment: 'Audit log: a changed field' }),
  photos: msg({ message: 'Photos', comment: 'Audit log: a changed field' }),
  phone: msg({ message: 'Phone', comment: 'Audit log: a changed field' }),
  email: msg({ message: 'E-mail', comment: 'Audit log: a changed field' }),
  hidden_at: msg({ message: 'Hidden at', comment: 'Audit log: a changed field' }),
  hidden_reason: msg({ message: 'Why it was hidden', comment: 'Audit log: a changed field' }),
  suspended_at: msg({ message: 'Suspended at', comment: 'Audit log: a changed field' }),
  suspended_reason: msg({ message: 'Why it was suspended', comment: 'Audit log: a changed field' }),
};

/** `statusReason` or `status_reason` → the field's words. */
export function fieldWords(i18n: I18n, field: string): string {
  const key = field.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
  const known = FIELDS[key];
  return known ? i18n._(known) : humanise(field);
}
