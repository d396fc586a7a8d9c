import * as z from 'zod/mini';
import { calendarDaySchema } from '../../../shared/contracts/dates.js';
import { sweepPapers } from '../../jobs/paper-sweep.js';
import type { FeatureModule } from '../../http/types.js';

/**
 * End-to-end tests only, registered when TEST_HOOKS=true (refused in production): what a test in
 * a browser cannot wait for. `POST /api/__test/paper-sweep { on }` runs the paper sweep as of
 * another India day, as the clock will run it then, so a test sees a paper lapse today.
 */
export const testHooksModule: FeatureModule = (app, { db }) => {
  app.post(
    '/__test/paper-sweep',
    {
      schema: {
        hide: true,
        body: z.object({ on: calendarDaySchema('A day as YYYY-MM-DD') }),
      },
    },
    async (request) => ({ success: true as const, ...(await sweepPapers(db, request.body.on)) }),
  );
};
