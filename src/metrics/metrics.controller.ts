/** `GET /metrics`: the Prometheus text format, behind a bearer token when METRICS_TOKEN is set. */
import { Controller, Get, Headers, Inject, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../config';
import { ApiError } from '../http/errors';
import { APP_CONFIG } from '../tokens';
import { MetricsService } from './metrics.service';

const sha256 = (s: string) => createHash('sha256').update(s).digest();

@ApiExcludeController()
@Controller()
export class MetricsController {
  private readonly tokenHash: Buffer | null;

  constructor(
    private readonly metrics: MetricsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.tokenHash = config.metricsToken ? sha256(config.metricsToken) : null;
  }

  @Get('metrics')
  @SkipThrottle()
  async scrape(@Headers('authorization') auth: string | undefined, @Res() res: FastifyReply): Promise<void> {
    if (this.tokenHash) {
      const given = /^Bearer (.+)$/i.exec(auth ?? '')?.[1] ?? '';
      // compared as hashes: equal lengths, constant time
      if (!timingSafeEqual(sha256(given), this.tokenHash)) {
        throw ApiError.unauthorized('GET /metrics needs Authorization: Bearer <METRICS_TOKEN>');
      }
    }
    const { contentType, text } = await this.metrics.scrape();
    await res.header('content-type', contentType).header('cache-control', 'no-store').send(text);
  }
}
