import type { CarStatus } from '../../../shared/partner-constants.js';
import { indiaToday } from '../../../shared/india-time.js';
import { PartnerStatsResponseSchema } from '../../../shared/contracts/partner-stats.js';
import { notFound } from '../../http/errors.js';
import type { FeatureModule } from '../../http/types.js';
import { pageViewWrites } from '../../jobs/page-views.js';
import { currentUser } from '../../http/auth.js';
import { createFigureCache } from './figure-cache.js';
import {
  createPartnerStatsRepository,
  periodEnding,
  statsAnswer,
  type Counts,
} from './partner-stats.repository.js';

/**
 * Views reach the table once a minute (jobs/page-views.ts), so a sum read less than a minute ago
 * is as fresh as the table allows; this instance's own writes are seen at once.
 */
const VIEWS_MAX_AGE_MS = 60_000;
/** One entry per partner company that opened its dashboard: a few numbers each. */
const CACHED_COMPANIES = 2_000;

/**
 * docs/product/marketplace.md#dashboard: the company's last 30 days in numbers. A module of its
 * own rather than part of companies, leads, fleet or bookings: it reads across all of them and
 * the car page views.
 */
export const partnerStatsModule: FeatureModule = (app, { db, guards, catalogVersion }) => {
  const repository = createPartnerStatsRepository(db);
  const partnerOnly = guards.requireRole('partner', 'partner_only');
  // Views and cars are read car by car, which for a fleet of thousands is the bulk of the work:
  // each is kept per company until what it depends on moves. Leads and bookings are read fresh
  // every time, so a lead just moved on or a request just accepted shows at once.
  const recentViews = createFigureCache<Counts>(CACHED_COMPANIES);
  const fleetByStatus = createFigureCache<Record<CarStatus, number>>(CACHED_COMPANIES);

  app.get(
    '/partner/stats',
    {
      onRequest: partnerOnly,
      schema: {
        summary:
          "Read the dashboard's figures of the partner's company: the last 30 days, day by day",
        errors: { 404: 'The partner runs no company.' },
        tags: ['partner'],
        response: { 200: PartnerStatsResponseSchema },
      },
    },
    async (request) => {
      const period = periodEnding(indiaToday());
      // The version is read before the cars, so counts are never labelled with a newer version
      // than their own (any write to a car moves it: decision 004). The company is the caller's
      // own, found from the signed-in account as companyOfPartner finds it, never one named in
      // the request; a suspended one reads too.
      const [version, fresh] = await Promise.all([
        catalogVersion(),
        repository.freshFigures(currentUser(request).id, period),
      ]);
      if (!fresh) throw notFound('company_not_found');
      const { companyId } = fresh;
      const [views, cars] = await Promise.all([
        recentViews.get(companyId, `${period.from}|${pageViewWrites()}`, VIEWS_MAX_AGE_MS, () =>
          repository.viewsByDay(companyId, period),
        ),
        fleetByStatus.get(companyId, String(version.catalog), Infinity, () =>
          repository.carsByStatus(companyId),
        ),
      ]);
      return {
        success: true as const,
        ...statsAnswer(period, views, cars, fresh.leads, fresh.booked),
      };
    },
  );
};
