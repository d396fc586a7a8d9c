import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { messageRef } from '../../shared/message-ref.js';
import type { Config } from '../config.js';
import type { App } from './types.js';

/**
 * The rate limits' counters. With REDIS_URL every instance counts in one place, so a client
 * behind the load balancer gets the limit once, not once per instance; without it each instance
 * counts in its own memory (one instance, or a demo). A Redis that does not answer lets requests
 * through rather than locking every customer out: the limit is a brake, not a gate.
 */
export async function registerRateLimits(app: App, config: Config): Promise<void> {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        // Fail fast: a request never waits long on the counter.
        connectTimeout: 500,
        commandTimeout: 500,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : undefined;
  if (redis) {
    // Reconnection is ioredis's own; a lost connection is logged, never thrown at a request.
    redis.on('error', (error: Error) =>
      app.log.warn({ err: { message: error.message } }, 'redis unavailable'),
    );
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'saarthi-rate-limit:', skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      // Read by the error handler, which answers its English with the code and the wait.
      message: messageRef('too_many_requests', { after: context.after }),
    }),
  });
}
