import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../shared/contracts/bookings.js';
import { auditLog } from '../../db/schema/index.js';
import { csvCell, csvLine, everyRow } from '../../http/csv.js';
import { createTestApp } from '../../test/app.js';
import { bookingsWorld } from '../../test/bookings.js';
import { createTravelCompany, createUser } from '../../test/factories.js';
import { indiaDay } from '../../test/partner.js';
import { recordAudit } from '../audit/audit.js';
import { encodePageCursor } from '../../../shared/contracts/pagination.js';

// docs/product/marketplace.md#csv-exports: the console's lists as CSV, every matching row.

const context = await createTestApp();
const { app, db, authHeader } = context;
const { book, trip, companyWithCar } = bookingsWorld(context);
const operator = await createUser(db, {
  role: 'operator',
  userName: 'Lakshmi Ops',
  email: 'lakshmi.ops@example.in',
});

async function download(url: string, userId: string | null = operator.id) {
  return app.inject({
    method: 'GET',
    url,
    headers: userId ? await authHeader(userId) : {},
  });
}

/** The lines of a CSV answer, after its byte-order mark (a simple split: no cell spans lines). */
function linesOf(body: string): string[] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return body.slice(1).split('\r\n').slice(0, -1);
}

const EXPORTS = [
  '/api/admin/bookings.csv',
  '/api/admin/users.csv',
  '/api/admin/audit.csv',
  '/api/admin/metrics.csv',
] as const;

describe('CSV cells', () => {
  it('quotes what must be quoted and keeps formulas from running', () => {
    expect(csvCell('Ravi Kumar')).toBe('Ravi Kumar');
    expect(csvCell('Kumar, Ravi')).toBe('"Kumar, Ravi"');
    expect(csvCell('He said "fine"')).toBe('"He said ""fine"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+919848012345')).toBe("'+919848012345");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvCell('సాయి కిరణ్')).toBe('సాయి కిరణ్');
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });

  it('reads page after page until the last', async () => {
    const at = new Date().toISOString();
    const pages = [
      { rows: [1, 2], nextCursor: encodePageCursor({ at, id: crypto.randomUUID() }) },
      { rows: [3], nextCursor: encodePageCursor({ at, id: crypto.randomUUID() }) },
      { rows: [4], nextCursor: null },
    ];
    const asked: unknown[] = [];
    const rows: number[] = [];
    for await (const row of everyRow(async (cursor) => {
      asked.push(cursor);
      return pages[asked.length - 1]!;
    }))
      rows.push(row);
    expect(rows).toEqual([1, 2, 3, 4]);
    expect(asked).toHaveLength(3);
    expect(asked[0]).toBeUndefined();
  });
});

describe('the CSV exports', () => {
  it('refuses anyone but an operator', async () => {
    const customer = await createUser(db);
    const partner = await createUser(db, { role: 'partner' });
    await createTravelCompany(db, { ownerUserId: partner.id, status: 'verified' });
    for (const url of EXPORTS) {
      expect((await download(url, null)).statusCode, url).toBe(401);
      expect((await download(url, customer.id)).statusCode, url).toBe(403);
      const refused = await download(url, partner.id);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.body, url).not.toContain('Reference');
    }
  });

  it('sends every account the search matches, not a page, escaped, as a dated UTF-8 download', async () => {
    for (let index = 0; index < 25; index += 1)
      await createUser(db, {
        userName: `Export Person ${index}`,
        email: `export${index}@example.in`,
      });
    await createUser(db, {
      userName: '=HYPERLINK("http://evil.example","Click, here")',
      email: 'export-evil@example.in',
      mobile: '9876543210',
    });
    await createUser(db, { userName: 'సాయి కిరణ్ శర్మ', email: 'export-telugu@example.in' });
    await createUser(db, {
      userName: 'Export Partner',
      email: 'export-p@example.in',
      role: 'partner',
    });

    const response = await download('/api/admin/users.csv?q=export');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="saarthi-users-${indiaDay(0)}.csv"`,
    );
    const lines = linesOf(response.body);
    expect(lines[0]).toBe(
      'Name,E-mail,Mobile,Role,State,Company,Joined (India time),Suspended (India time),Suspension reason',
    );
    // 28 accounts: more than the 20 of the page the console shows.
    expect(lines).toHaveLength(1 + 28);
    expect(lines.find((line) => line.includes('export-evil'))).toMatch(
      /^"'=HYPERLINK\(""http:\/\/evil\.example"",""Click, here""\)",export-evil@example\.in,9876543210,customer,active,,\d{4}-\d{2}-\d{2} \d{2}:\d{2},,$/,
    );
    expect(lines.some((line) => line.startsWith('సాయి కిరణ్ శర్మ,export-telugu@example.in,'))).toBe(
      true,
    );

    // The filters of the page: partners only.
    const partners = linesOf((await download('/api/admin/users.csv?q=export&role=partner')).body);
    expect(partners).toHaveLength(2);
    expect(partners[1]).toMatch(/^Export Partner,export-p@example.in,/);
  });

  it('sends the bookings the search matches', async () => {
    const { company, car } = await companyWithCar();
    const customer = await createUser(db, { userName: 'Anjali Rao', mobile: '9123456789' });
    const made: Booking[] = [];
    for (const start of [72, 100]) {
      const response = await book(customer.id, trip(car.id, start));
      expect(response.statusCode, response.body).toBe(201);
      made.push((response.json() as { booking: Booking }).booking);
    }
    const response = await download(`/api/admin/bookings.csv?companyId=${company.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="saarthi-bookings-${indiaDay(0)}.csv"`,
    );
    const lines = linesOf(response.body);
    expect(lines[0]).toBe(
      'Reference,Status,Pickup (India time),Return (India time),Car,Company,Customer,Customer phone,Total (INR)',
    );
    // The latest pickup first.
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
      [...made].reverse().map((booking) => booking.reference),
    );
    expect(lines[1]).toContain(`,${company.travelsName},Anjali Rao,9123456789,`);
    expect(lines[1]).toMatch(/^SA-\w{6},requested,\d{4}-\d{2}-\d{2} \d{2}:\d{2},/);

    const none = linesOf(
      (await download(`/api/admin/bookings.csv?companyId=${company.id}&status=completed`)).body,
    );
    expect(none).toHaveLength(1);

    const refused = await download('/api/admin/bookings.csv?from=2026-02-30');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false });
  });

  it('sends the audit entries with the names of their actors and records', async () => {
    await db.delete(auditLog);
    const company = await createTravelCompany(db, { travelsName: 'Krishna River Cabs' });
    await recordAudit(db, {
      actor: { id: operator.id, role: 'operator' },
      action: 'company.verify',
      recordType: 'company',
      recordId: company.id,
      before: { status: 'pending' },
      after: { status: 'verified' },
      reason: 'Papers, all in order',
    });
    const response = await download('/api/admin/audit.csv?recordType=company');
    expect(response.statusCode, response.body).toBe(200);
    const lines = linesOf(response.body);
    expect(lines[0]).toBe(
      'Time (India time),Actor,Actor e-mail,Role,Action,Record type,Record,Record detail,Record id,Reason,Before,After',
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},Lakshmi Ops,lakshmi.ops@example.in,operator,company.verify,company,Krishna River Cabs,,${company.id},"Papers, all in order","{""status"":""pending""}","{""status"":""verified""}"$`,
      ),
    );
    expect((await download('/api/admin/audit.csv?role=nobody')).statusCode).toBe(400);
  });

  it('sends the metrics of the period, a line per day and city', async () => {
    const day = indiaDay(-300);
    await createUser(db, { city: 'Guntur', createdAt: new Date(`${day}T10:00:00+05:30`) });
    const response = await download(`/api/admin/metrics.csv?from=${day}&to=${indiaDay(-299)}`);
    expect(response.statusCode, response.body).toBe(200);
    const lines = linesOf(response.body);
    expect(lines[0]).toBe('Day,City,Sign-ups,Contact reveals,Booking requests,Completed trips');
    // Two days, each the six cities and every city together.
    expect(lines).toHaveLength(1 + 2 * 7);
    expect(lines).toContain(`${day},Guntur,1,0,0,0`);
    expect(lines).toContain(`${day},All cities,1,0,0,0`);

    const oneCity = linesOf(
      (await download(`/api/admin/metrics.csv?from=${day}&to=${day}&city=Guntur`)).body,
    );
    expect(oneCity).toEqual([lines[0], `${day},Guntur,1,0,0,0`]);

    const backwards = await download(`/api/admin/metrics.csv?from=${indiaDay(0)}&to=${day}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('The first day must not be after the last');
    expect((await download('/api/admin/metrics.csv?city=Chennai')).statusCode).toBe(400);
  });
});
