/** `GET /health` (alive: the process serves and reaches its database) and `GET /health/ready` (take traffic). */
import { Controller, Get, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { HealthService, type Liveness, type Readiness } from './health.service';

class HealthDto implements Liveness {
  @ApiProperty({ example: 'ok', enum: ['ok', 'unavailable'] }) status!: Liveness['status'];
  @ApiProperty({ example: 'up', enum: ['up', 'down'] }) database!: Liveness['database'];
}

class ReadinessDto implements Readiness {
  @ApiProperty({ example: 'ready', enum: ['ready', 'not-ready'] }) status!: Readiness['status'];
  @ApiProperty({ example: 'up', enum: ['up', 'down'] }) database!: Readiness['database'];
  @ApiProperty({ example: 'applied', enum: ['applied', 'pending', 'unknown'] })
  migrations!: Readiness['migrations'];
  @ApiProperty({
    example: 'up',
    enum: ['up', 'down'],
    description: 'The event transport between instances (down: followers here would miss events)',
  })
  events!: Readiness['events'];
  @ApiProperty({
    example: false,
    description: 'true from SIGTERM on, while the instance finishes what it has taken',
  })
  shuttingDown!: boolean;
}

@ApiTags('service')
@Controller('health')
@SkipThrottle()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOperation({ operationId: 'health', summary: 'Liveness: the process serves and reaches its database' })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({
    type: HealthDto,
    description: 'the database is down',
    example: { status: 'unavailable', database: 'down' },
  })
  async live(@Res({ passthrough: true }) res: FastifyReply): Promise<HealthDto> {
    const h = await this.health.liveness();
    if (h.status !== 'ok') res.status(503);
    return h;
  }

  @Get('ready')
  @ApiOperation({
    operationId: 'ready',
    summary:
      'Readiness: the database answers, the migrations are applied, the event transport is connected and the instance is not shutting down',
  })
  @ApiOkResponse({ type: ReadinessDto })
  @ApiServiceUnavailableResponse({
    type: ReadinessDto,
    description: 'not ready: a proxy sends this instance nothing new',
    example: { status: 'not-ready', database: 'up', migrations: 'applied', events: 'up', shuttingDown: true },
  })
  async ready(@Res({ passthrough: true }) res: FastifyReply): Promise<ReadinessDto> {
    const r = await this.health.readiness();
    if (r.status !== 'ready') res.status(503);
    return r;
  }
}
