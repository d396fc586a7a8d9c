import type { FeatureModule } from '../../http/types.js';

/** Distinct query strings remembered; the benchmark uses one or two. */
const MAX_ANSWERS = 16;

/**
 * Benchmarks only, registered when BENCH_BASELINE=true. `GET /api/__bench/baseline?…`
 * answers the exact bytes of `GET /api/cars?…` from memory: the first call per query string asks
 * the real route, later calls skip validation, the database and serialization. Throughput of the
 * car list is reported as a ratio to this route, measured on the same server in the same run,
 * so a busy machine slows both alike.
 */
export const benchBaselineModule: FeatureModule = (app, { metrics }) => {
  const answers = new Map<string, Buffer>();

  app.get('/__bench/baseline', { schema: { hide: true } }, async (request, reply) => {
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    let body = answers.get(search);
    if (!body) {
      const answer = await app.inject({ method: 'GET', url: `/api/cars${search}` });
      if (answer.statusCode !== 200)
        return reply
          .code(answer.statusCode)
          .type('application/json; charset=utf-8')
          .send(answer.rawPayload);
      body = answer.rawPayload;
      if (answers.size < MAX_ANSWERS) answers.set(search, body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  });

  // This instance's counters, for the figures a client cannot see (the car list's cache hits).
  app.get('/__bench/metrics', { schema: { hide: true } }, () => metrics.snapshot());
};
