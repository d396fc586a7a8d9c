import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProfileUpdateInput, UserProfile } from '@shared/contracts/users';
import { MINIMUM_AGE, isMaskedAadhaar, isMaskedPan } from '@shared/validators';
import type { Formatters } from '../../lib/i18n/format';

// The profile's fields: how each is labelled, laid out, shown and checked, and the form's values.

type FieldName = Exclude<keyof ProfileUpdateInput, 'userProfilePhoto'>;

export interface FieldSpec {
  name: FieldName;
  label: MessageDescriptor;
  type?: 'text' | 'tel' | 'date';
  inputMode?: 'numeric' | 'tel' | 'text';
  autoComplete?: string;
  /** A hint in the reader's language, or an example that reads the same in every language. */
  placeholder?: MessageDescriptor | string;
  /** Spans the whole row of its section. */
  wide?: boolean;
  /** Long values take a whole row of the two-column phone layout. */
  wideOnPhone?: boolean;
  /** Shown in the form only: the summary card already shows it. */
  editOnly?: boolean;
  /** How the value reads in view mode. */
  /** How the read-only profile shows the value (a date in the reader's Indian format). */
  show?: (value: string, format: Formatters) => string;
  /**
   * True for the masked value the server answers (docs/product/storefront.md#aadhaar-and-pan): the whole of it is selected on
   * focus, so that typing a new number replaces it.
   */
  masked?: (value: string) => boolean;
}

interface FieldGroup {
  key: string;
  title: MessageDescriptor;
  note?: MessageDescriptor;
  /** What the form says under the section's title. */
  editNote?: MessageDescriptor;
  /** Grid columns from the small breakpoint up. */
  columns: 2 | 3;
  /** The personal group also shows the (unchangeable) email. */
  withEmail?: boolean;
  fields: readonly FieldSpec[];
}

export const GROUPS: readonly FieldGroup[] = [
  {
    key: 'personal',
    title: msg`Personal details`,
    columns: 2,
    withEmail: true,
    fields: [
      { name: 'userName', label: msg`Full name`, autoComplete: 'name', editOnly: true },
      {
        name: 'usermobile',
        label: msg`Mobile number`,
        type: 'tel',
        inputMode: 'tel',
        autoComplete: 'tel-national',
        placeholder: msg`10-digit mobile number`,
      },
      {
        name: 'userWhatsapp',
        label: msg`WhatsApp number`,
        type: 'tel',
        inputMode: 'tel',
        placeholder: msg`10-digit WhatsApp number`,
      },
      {
        name: 'dob',
        label: msg`Date of birth`,
        type: 'date',
        autoComplete: 'bday',
        show: (value, format) => format.date(calendarNoon(value), { dateStyle: 'medium' }) || value,
      },
    ],
  },
  {
    key: 'address',
    title: msg({ message: 'Address', comment: 'Heading of the address section of the profile' }),
    columns: 3,
    fields: [
      {
        name: 'userAddress',
        label: msg({ message: 'Address', comment: 'Label of the street address field' }),
        autoComplete: 'street-address',
        wide: true,
        placeholder: msg`House no., street, area`,
      },
      { name: 'userCity', label: msg`City`, autoComplete: 'address-level2' },
      { name: 'userState', label: msg`State`, autoComplete: 'address-level1' },
      {
        name: 'userPincode',
        label: msg`PIN code`,
        inputMode: 'numeric',
        autoComplete: 'postal-code',
        placeholder: msg`6 digits`,
      },
    ],
  },
  {
    key: 'identity',
    title: msg`Identity documents`,
    // docs/product/storefront.md#aadhaar-and-pan: the server keeps only what the masks need and never answers a full number.
    note: msg`Aadhaar and PAN are shown masked, with only their last four characters.`,
    editNote: msg`To change Aadhaar or PAN, type the new number over the masked one. Empty the field to remove it.`,
    columns: 3,
    fields: [
      {
        name: 'userAadhar',
        label: msg`Aadhaar number`,
        inputMode: 'numeric',
        placeholder: msg`12 digits`,
        masked: isMaskedAadhaar,
      },
      { name: 'userPAN', label: msg`PAN`, placeholder: 'ABCDE1234F', masked: isMaskedPan },
      {
        name: 'userDL',
        label: msg`Driving licence`,
        placeholder: msg`e.g. AP16 20110012345`,
        wideOnPhone: true,
      },
    ],
  },
];

export const EMAIL_LABEL = msg`Email`;

// Read-only values are short enough to sit two to a row on a phone; inputs get the full width.
export const gridClass = (columns: 2 | 3, compact = false) =>
  `grid gap-x-6 gap-y-4 ${columns === 3 ? `${compact ? 'grid-cols-2 ' : ''}sm:grid-cols-3` : 'sm:grid-cols-2'}`;
/** A calendar day read at noon UTC, so that no time zone moves it to the day before or after. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO time, not text
const calendarNoon = (day: string) => `${day.slice(0, 10)}T12:00:00Z`;

export function spanClass(spec: FieldSpec, columns: 2 | 3, compact = false): string {
  if (spec.wide)
    return columns === 3 ? `${compact ? 'col-span-2 ' : ''}sm:col-span-3` : 'sm:col-span-2';
  return compact && spec.wideOnPhone && columns === 3 ? 'col-span-2 sm:col-span-1' : '';
}

/**
 * The form's starting values: what the server answered (dates as YYYY-MM-DD; Aadhaar and PAN
 * masked, which sent back unchanged keep the stored numbers).
 */
export function formValues(profile: UserProfile): ProfileUpdateInput {
  return {
    userName: profile.userName,
    usermobile: profile.usermobile,
    userWhatsapp: profile.userWhatsapp,
    dob: profile.dob.slice(0, 10),
    userAddress: profile.userAddress,
    userCity: profile.userCity,
    userState: profile.userState,
    userPincode: profile.userPincode,
    userAadhar: profile.userAadhar,
    userPAN: profile.userPAN,
    userDL: profile.userDL,
    userProfilePhoto: profile.userProfilePhoto,
  };
}

/** docs/product/storefront.md#who-it-serves: adults only, so the date picker stops at today minus 18 years. */
export function latestBirthDate(today: Date = new Date()): string {
  return new Date(
    Date.UTC(today.getUTCFullYear() - MINIMUM_AGE, today.getUTCMonth(), today.getUTCDate()),
  )
    .toISOString()
    .slice(0, 10);
}
