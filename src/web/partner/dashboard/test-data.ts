import type { PartnerStats } from '@shared/contracts/partner-stats';

/** The 30 days ending 2026-11-22 (a Sunday), oldest first. */
export const PERIOD_DAYS = Array.from({ length: 30 }, (_, index) => {
  const date = new Date(Date.UTC(2026, 9, 24 + index));
  return date.toISOString().slice(0, 10);
});

type DayFigure = 'views' | 'reveals' | 'requests' | 'earnings';

/**
 * Test factory: GET /api/partner/stats as the server answers it. `views`, `reveals`, `requests`
 * and `earnings` name the days that had any; every other day is zero, and the totals are their
 * sums. Nothing answered unless `acceptance` says.
 */
export function makeStats({
  views = {},
  reveals = {},
  requests = {},
  earnings = {},
  ...overrides
}: Partial<Omit<PartnerStats, 'days' | 'totals'>> &
  Partial<Record<DayFigure, Record<string, number>>> = {}): PartnerStats {
  const days = PERIOD_DAYS.map((day) => ({
    day,
    views: views[day] ?? 0,
    reveals: reveals[day] ?? 0,
    requests: requests[day] ?? 0,
    earnings: earnings[day] ?? 0,
  }));
  const sum = (figure: DayFigure) => days.reduce((total, day) => total + day[figure], 0);
  return {
    success: true,
    period: { from: PERIOD_DAYS[0]!, to: PERIOD_DAYS.at(-1)! },
    days,
    totals: {
      views: sum('views'),
      reveals: sum('reveals'),
      requests: sum('requests'),
      earnings: sum('earnings'),
    },
    leadsByStatus: { new: 0, contacted: 0, converted: 0, lost: 0 },
    responseMinutes: null,
    rating: { average: 0, count: 0 },
    carsByStatus: { draft: 0, pending_review: 0, live: 0, suspended: 0, archived: 0 },
    acceptance: { answered: 0, accepted: 0, rate: null },
    ...overrides,
  };
}
