import type { Translations } from '@shared/contracts/content-languages';
import { translationValues } from './translation-fields';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AdminListings, ListingBodyInputs, ListingKind } from '@shared/contracts/content';

/** Each kind of listing in the operator's words: the list, and the form's title. */
export const LISTING_WORDS: Record<
  ListingKind,
  { all: MessageDescriptor; create: MessageDescriptor; edit: MessageDescriptor }
> = {
  'car-offers': { all: msg`New-car offers`, create: msg`New offer`, edit: msg`Edit offer` },
  vans: { all: msg`Vehicle carry vans`, create: msg`New van`, edit: msg`Edit van` },
  tours: {
    all: msg`Tour packages`,
    create: msg`New tour package`,
    edit: msg`Edit tour package`,
  },
  'car-washes': { all: msg`Car washes`, create: msg`New car wash`, edit: msg`Edit car wash` },
  mechanics: { all: msg`Mechanics`, create: msg`New mechanic`, edit: msg`Edit mechanic` },
  'driving-schools': {
    all: msg`Driving schools`,
    create: msg`New driving school`,
    edit: msg`Edit driving school`,
  },
};

/**
 * How a listing's field is written in the form: a line, a paragraph, a whole number, a rating
 * with tenths, a phone, a picture, or a list with one entry per line (a tour's includes and
 * excludes, its days in order).
 */
export type ListingFieldKind =
  'text' | 'paragraph' | 'whole' | 'rating' | 'phone' | 'pincode' | 'picture' | 'lines' | 'days';

export interface ListingField {
  name: string;
  label: MessageDescriptor;
  kind: ListingFieldKind;
  hint?: MessageDescriptor;
}

const text = (name: string, label: MessageDescriptor): ListingField => ({
  name,
  label,
  kind: 'text',
});

// Where a van owner, a car wash, a mechanic or a driving school is found, and how reached.
const PLACE: ListingField[] = [
  { name: 'phone', label: msg`Phone`, kind: 'phone', hint: msg`A 10-digit mobile number.` },
  text('city', msg`City`),
  text('area', msg`Area`),
  { name: 'pincode', label: msg`PIN code`, kind: 'pincode' },
  { name: 'imageUrl', label: msg`Photo`, kind: 'picture' },
];

const RATING: ListingField = {
  name: 'rating',
  label: msg`Rating`,
  kind: 'rating',
  hint: msg`From 0 to 5, tenths allowed (4.5).`,
};

const POSITION: ListingField = {
  name: 'position',
  label: msg`Position`,
  kind: 'whole',
  hint: msg`Lower numbers come first in the list.`,
};

/** Each listing's fields, in the order the storefront's card shows them (docs/product/storefront.md#records-and-fields). */
export const LISTING_FIELDS: Record<ListingKind, readonly ListingField[]> = {
  'car-offers': [
    text('title', msg`Title`),
    { name: 'description', label: msg`Description`, kind: 'paragraph' },
    { name: 'imageUrl', label: msg`Picture`, kind: 'picture' },
    POSITION,
  ],
  vans: [
    text('ownerName', msg`Owner's name`),
    text('vehicleType', msg`Vehicle`),
    text('capacity', msg`Capacity`),
    ...PLACE,
    POSITION,
  ],
  tours: [
    text('title', msg`Title`),
    text('destination', msg`Destination`),
    text('duration', msg`Duration`),
    { name: 'price', label: msg`Price (₹)`, kind: 'whole' },
    { name: 'description', label: msg`Description`, kind: 'paragraph' },
    { name: 'image', label: msg`Picture`, kind: 'picture' },
    {
      name: 'includes',
      label: msg`Included`,
      kind: 'lines',
      hint: msg`One item per line.`,
    },
    {
      name: 'excludes',
      label: msg`Not included`,
      kind: 'lines',
      hint: msg`One item per line.`,
    },
    {
      name: 'itinerary',
      label: msg`Day by day`,
      kind: 'days',
      hint: msg`One line per day, the first day first.`,
    },
    POSITION,
  ],
  'car-washes': [text('name', msg`Name`), RATING, ...PLACE, POSITION],
  mechanics: [
    text('fullname', msg`Full name`),
    { name: 'age', label: msg`Age`, kind: 'whole' },
    { name: 'experience', label: msg`Years of experience`, kind: 'whole' },
    RATING,
    ...PLACE,
    POSITION,
  ],
  'driving-schools': [
    text('drivingSchoolName', msg`School name`),
    text('ownerName', msg`Owner's name`),
    { name: 'establishedYear', label: msg`Established in`, kind: 'whole' },
    { name: 'vehicleCount', label: msg`Vehicles`, kind: 'whole' },
    { name: 'instructorCount', label: msg`Instructors`, kind: 'whole' },
    ...PLACE,
    POSITION,
  ],
};

/**
 * The listings whose title and description the Saarthi team writes in three languages (decision
 * 014); the others hold names, phones and places, the same in any language.
 */
export const TRANSLATED_LISTING_FIELDS: Partial<Record<ListingKind, readonly string[]>> = {
  'car-offers': ['title', 'description'],
  tours: ['title', 'description'],
};

/** The form's values: lists are written one entry per line, numbers as numbers. */
export type ListingFormValues = Record<string, string | number | undefined>;

const linesOf = (value: unknown) =>
  String(value ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The form's values as the API's body: each list split into its lines. */
export function listingBody(kind: ListingKind, values: ListingFormValues): unknown {
  const body: Record<string, unknown> = { ...values };
  for (const field of LISTING_FIELDS[kind]) {
    if (field.kind === 'lines') body[field.name] = linesOf(values[field.name]);
    if (field.kind === 'days')
      body[field.name] = linesOf(values[field.name]).map((description, index) => ({
        day: index + 1,
        description,
      }));
  }
  return body as ListingBodyInputs[typeof kind];
}

/** A listing's fields as the form shows them; a new listing starts empty, placed last. */
export function listingFormValues<K extends ListingKind>(
  kind: K,
  listing: AdminListings[K] | undefined,
  nextPosition: number,
): ListingFormValues {
  const values: ListingFormValues = {};
  const record = listing as Record<string, unknown> | undefined;
  for (const field of LISTING_FIELDS[kind]) {
    const value = record?.[field.name];
    if (field.kind === 'lines') values[field.name] = ((value as string[]) ?? []).join('\n');
    else if (field.kind === 'days')
      values[field.name] = ((value as { description: string }[]) ?? [])
        .map((day) => day.description)
        .join('\n');
    else if (field.kind === 'whole' || field.kind === 'rating')
      values[field.name] = typeof value === 'number' ? value : undefined;
    else values[field.name] = typeof value === 'string' ? value : '';
  }
  if (!listing) values.position = nextPosition;
  const translated = TRANSLATED_LISTING_FIELDS[kind];
  // The translations are nested values (`translations.te.title`), as the API takes them.
  if (translated)
    (values as Record<string, unknown>).translations = translationValues(
      translated,
      (record?.translations as Translations<string> | undefined) ?? undefined,
    );
  return values;
}
