import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeCarListCursor } from '../../shared/contracts/car-list-cursor.js';
import { CALENDAR_YEARS, type YearRange } from '../../shared/contracts/dates.js';
import { encodePageCursor } from '../../shared/contracts/pagination.js';
import { createTestApp } from '../test/app.js';
import { bookingsWorld } from '../test/bookings.js';
import { createCar, createDriver, createTravelCompany, createUser } from '../test/factories.js';

/**
 * Every date, time and page cursor the API reads, found in its OpenAPI document, is sent values
 * that are no real date or time (month 13, Feb 30, 25:00, year 0000 or 9999, a cursor of garbage
 * or of an impossible time). Each must be a 400 naming the field with its own message, never a
 * 500 from the database nor a silent empty answer. A new route's date field is covered without a
 * line here, as long as the document shows it (a `date` or `date-time` format, or a date's name).
 */

interface Schema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  $ref?: string;
}
interface Operation {
  parameters?: Array<{ in: string; name: string; schema?: Schema }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

type Kind = 'day' | 'moment' | 'cursor';
type Place = 'querystring' | 'params' | 'body';

interface DateField {
  /** `POST /api/bookings body.pickupAt`. */
  label: string;
  method: string;
  path: string;
  place: Place;
  name: string;
  kind: Kind;
  years: YearRange;
}

/** A date of birth is the one day the API takes from before 2000 (down to 1900). */
const BIRTH_YEARS: YearRange = { min: 1900, max: CALENDAR_YEARS.max };

const CURSOR_NAMES = new Set(['cursor', 'after', 'before']);
const DAY_NAMES = new Set(['from', 'to', 'day', 'month', 'date', 'since', 'until', 'dob']);

/** What kind of date a field is, from its format or its name; null for any other field. */
function kindOf(name: string, schema: Schema | undefined): Kind | null {
  // A status named `to` (a booking's move) or a number named `day` (a tour's) is not a date.
  if (schema?.enum !== undefined || (schema?.type !== undefined && schema.type !== 'string'))
    return null;
  // A place named `to` (where a trip goes) is a slug its pattern names, with no digit of a date.
  if (schema?.pattern !== undefined && !/\\d/.test(schema.pattern)) return null;
  if (CURSOR_NAMES.has(name)) return 'cursor';
  if (schema?.format === 'date-time' || /[a-z]At$/.test(name)) return 'moment';
  if (schema?.format === 'date' || DAY_NAMES.has(name) || /[a-z]On$/.test(name)) return 'day';
  return null;
}

const context = await createTestApp();
const { app, db, authHeader } = context;
const document = app.swagger() as unknown as Document;
const resolve = (schema: Schema | undefined): Schema | undefined =>
  schema?.$ref ? document.components?.schemas?.[schema.$ref.split('/').pop()!] : schema;

const fields: DateField[] = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).flatMap(([method, operation]) => {
    const found: DateField[] = [];
    const add = (place: Place, name: string, schema: Schema | undefined) => {
      const kind = kindOf(name, resolve(schema));
      if (kind === null) return;
      const years = name === 'dob' ? BIRTH_YEARS : CALENDAR_YEARS;
      const upper = method.toUpperCase();
      const label = `${upper} ${path} ${place}.${name}`;
      found.push({ label, method: upper, path, place, name, kind, years });
    };
    for (const parameter of operation.parameters ?? []) {
      if (parameter.in === 'query') add('querystring', parameter.name, parameter.schema);
      if (parameter.in === 'path') add('params', parameter.name, parameter.schema);
    }
    const body = resolve(operation.requestBody?.content?.['application/json']?.schema);
    for (const [name, schema] of Object.entries(body?.properties ?? {})) add('body', name, schema);
    return found;
  }),
);

// ---------------------------------------------------------------------------------------------
// Values that are no real date or time.

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const yearIn = ({ min, max }: YearRange) => fc.integer({ min, max });
const yearOutside = ({ min, max }: YearRange) =>
  fc.oneof(fc.integer({ min: 0, max: min - 1 }), fc.integer({ min: max + 1, max: 9999 }));
const anyMonth = fc.integer({ min: 1, max: 12 });
const safeDay = fc.integer({ min: 1, max: 28 });

const impossibleDay = (years: YearRange) =>
  fc
    .oneof(
      // A month that does not exist.
      fc.tuple(yearIn(years), fc.integer({ min: 13, max: 99 }), safeDay),
      fc.tuple(yearIn(years), fc.constant(0), safeDay),
      // A day past the end of its month, or day 0.
      fc.tuple(yearIn(years), anyMonth, fc.integer({ min: 32, max: 99 })),
      fc.tuple(yearIn(years), anyMonth, fc.constant(0)),
      fc.tuple(yearIn(years), fc.constant(2), fc.constantFrom(30, 31)),
      fc.tuple(
        yearIn(years).filter((year) => !isLeap(year)),
        fc.constant(2),
        fc.constant(29),
      ),
      fc.tuple(yearIn(years), fc.constantFrom(4, 6, 9, 11), fc.constant(31)),
      // A real day of a year outside the range (0000, 0001, 1999, 2101, 9999...).
      fc.tuple(yearOutside(years), anyMonth, safeDay),
    )
    .map(([year, month, day]) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`);

const realDay = fc
  .tuple(yearIn(CALENDAR_YEARS), anyMonth, safeDay)
  .map(([year, month, day]) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`);

const impossibleMoment = (offset: fc.Arbitrary<string>) =>
  fc.oneof(
    fc.tuple(impossibleDay(CALENDAR_YEARS), offset).map(([day, zone]) => `${day}T10:30:00${zone}`),
    // A time of day that does not exist.
    fc
      .tuple(realDay, fc.integer({ min: 24, max: 99 }), offset)
      .map(([day, hour, zone]) => `${day}T${pad(hour)}:00:00${zone}`),
    fc
      .tuple(realDay, fc.integer({ min: 60, max: 99 }), offset)
      .map(([day, minute, zone]) => `${day}T10:${pad(minute)}:00${zone}`),
    // An offset no place on Earth keeps.
    fc
      .tuple(realDay, fc.integer({ min: 15, max: 23 }), fc.constantFrom('+', '-'))
      .map(([day, hours, sign]) => `${day}T10:00:00${sign}${pad(hours)}:00`),
  );

const anyOffset = fc.constantFrom('Z', '+05:30', '-04:00');
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const impossibleCursor = fc.oneof(
  // Garbage, of the cursor's own alphabet or not.
  fc.string({ unit: fc.constantFrom(...BASE64URL), minLength: 1, maxLength: 120 }),
  fc
    .string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 40 })
    .filter((text) => !/\0/.test(text)),
  // A well-made cursor of an impossible time, for the partner and console lists and the car list.
  impossibleMoment(fc.constant('Z')).map((at) => encodePageCursor({ at, id: randomUUID() })),
  impossibleMoment(anyOffset).map((key) =>
    encodeCarListCursor('newest', { key, id: randomUUID() }),
  ),
);

const valuesOf = ({ kind, years }: DateField): fc.Arbitrary<string> =>
  kind === 'day'
    ? impossibleDay(years)
    : kind === 'moment'
      ? impossibleMoment(anyOffset)
      : impossibleCursor;

/** Values that once answered 500 or were taken, tried first on every field of their kind. */
const KNOWN: Record<Kind, string[]> = {
  day: ['2026-13-45', '2026-02-30', '0000-01-01', '0001-01-01', '9999-12-31'],
  moment: ['2026-13-45T10:00:00+05:30', '2026-02-30T10:00:00Z', '0000-01-01T00:00:00Z'],
  cursor: [
    'not-a-cursor',
    encodePageCursor({ at: '0000-01-01T00:00:00Z', id: randomUUID() }),
    encodePageCursor({ at: '9999-01-01T00:00:00Z', id: randomUUID() }),
    encodeCarListCursor('newest', { key: '2026-13-45T00:00:00Z', id: randomUUID() }),
  ],
};

// ---------------------------------------------------------------------------------------------
// Requests as each route's own kind of account sends them.

const customer = await createUser(db);
const partner = await createUser(db, { role: 'partner' });
const company = await createTravelCompany(db, { ownerUserId: partner.id });
const operator = await createUser(db, { role: 'operator' });

/**
 * The partner's own records, for the routes that find the record before they read the body (so
 * that another company's ids cannot be probed): any other id is a 404 there.
 */
const companyCar = await createCar(db, { travelCompanyId: company.id, seater: 4 });
/** A booking of the company's car, made as a customer makes one. */
const companyBooking = (
  await bookingsWorld(context).book(customer.id, bookingsWorld(context).trip(companyCar.id))
).json().booking as { _id: string };
const OWN_RECORDS: Array<[prefix: string, id: string]> = [
  ['/api/partner/cars/', companyCar.id],
  ['/api/partner/drivers/', (await createDriver(db, { travelCompanyId: company.id })).id],
  ['/api/partner/bookings/', companyBooking._id],
];
const idFor = (path: string) =>
  OWN_RECORDS.find(([prefix]) => path.startsWith(prefix))?.[1] ?? randomUUID();

function headersFor({ method, path }: DateField) {
  if (path.startsWith('/api/admin/')) return authHeader(operator.id);
  if (path.startsWith('/api/partner/') && !(method === 'POST' && path === '/api/partner/company'))
    return authHeader(partner.id);
  return authHeader(customer.id);
}

async function send(field: DateField, value: string) {
  const url = field.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    field.place === 'params' && name === field.name ? encodeURIComponent(value) : idFor(field.path),
  );
  const query =
    field.place === 'querystring' ? `?${new URLSearchParams({ [field.name]: value })}` : '';
  return app.inject({
    method: field.method as 'GET',
    url: `${url}${query}`,
    headers: await headersFor(field),
    ...(field.place === 'body' ? { payload: { [field.name]: value } } : {}),
  });
}

describe('dates and times the API reads', () => {
  it('are found in the document: the queries, bodies and cursors known to take them', () => {
    expect(fields.map((field) => field.label)).toEqual(
      expect.arrayContaining([
        'GET /api/cars querystring.after',
        'GET /api/cars/{id}/availability querystring.from',
        'GET /api/cars/{id}/availability querystring.to',
        'GET /api/partner/leads querystring.cursor',
        'GET /api/partner/reviews querystring.cursor',
        'GET /api/admin/audit querystring.from',
        'GET /api/admin/audit querystring.cursor',
        'GET /api/admin/bookings querystring.to',
        'GET /api/admin/users querystring.cursor',
        'POST /api/bookings body.pickupAt',
        'POST /api/quotes body.returnAt',
        'POST /api/partner/cars/{id}/blocks body.startsOn',
        'PUT /api/partner/drivers/{id} body.licenceExpiresOn',
        'PUT /api/user/update-profile body.dob',
      ]),
    );
  });

  describe.each(fields)('$label', (field) => {
    it('answers 400 on the field, with its own message, to any impossible value', async () => {
      const where = `${field.place}.${field.name}`;
      await fc.assert(
        fc.asyncProperty(valuesOf(field), async (value) => {
          const response = await send(field, value);
          expect(response.statusCode, `${value}: ${response.body}`).toBe(400);
          const answer = response.json() as {
            success: boolean;
            message: string;
            code: string;
            errors?: Array<{ path: string; message: string; code?: string }>;
          };
          expect(answer).toMatchObject({ success: false, message: expect.any(String) });
          const error = answer.errors?.find((candidate) => candidate.path === where);
          expect(error, `${value}: ${response.body}`).toBeDefined();
          // Its own words, which a client translates by code, not zod's "Invalid input".
          expect(error!.code, `${value}: ${error!.message}`).not.toBe('invalid_value');
        }),
        { numRuns: 25, examples: KNOWN[field.kind].map((value) => [value]) },
      );
    });
  });
});
