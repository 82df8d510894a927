/** `GET /metrics`: the Prometheus text format, behind a bearer token when METRICS_TOKEN is set. */
import { Controller, Get, Headers, Inject, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../config';
import { ApiError } from '../toolkit/api-error';
import { APP_CONFIG } from '../tokens';
import { MetricsGuesses } from './metrics-guesses';
import { MetricsService } from './metrics.service';

const sha256 = (s: string) => createHash('sha256').update(s).digest();

@ApiExcludeController()
@Controller()
export class MetricsController {
  private readonly tokenHash: Buffer | null;
  private readonly guesses: MetricsGuesses;

  constructor(
    private readonly metrics: MetricsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.tokenHash = config.metricsToken ? sha256(config.metricsToken) : null;
    this.guesses = new MetricsGuesses(config.metricsTokenFailuresPerMinute);
  }

  // rate-limited like any route (the other budget, per address): a scraper asks a few times a minute;
  // and wrong METRICS_TOKENs have their own small allowance per address (metrics-guesses.ts)
  @Get('metrics')
  async scrape(
    @Headers('authorization') auth: string | undefined,
    @Req() req: FastifyRequest,
    @Res() res: FastifyReply,
  ): Promise<void> {
    if (this.tokenHash) {
      const address = req.ip;
      const wait = this.guesses.retryAfter(address);
      if (wait > 0)
        throw new ApiError({
          statusCode: 429,
          error: 'too-many-requests',
          message:
            `too many wrong METRICS_TOKENs from this address (${this.guesses.perMinute} a minute): ` +
            'wait retryAfterSeconds (the Retry-After header) and try again',
          retryAfterSeconds: wait,
        });
      const given = /^Bearer (.+)$/i.exec(auth ?? '')?.[1] ?? '';
      // compared as hashes: equal lengths, constant time
      if (!timingSafeEqual(sha256(given), this.tokenHash)) {
        this.guesses.wrong(address);
        throw ApiError.unauthorized('GET /metrics needs Authorization: Bearer <METRICS_TOKEN>');
      }
    }
    const { contentType, text } = await this.metrics.scrape();
    await res.header('content-type', contentType).header('cache-control', 'no-store').send(text);
  }
}
