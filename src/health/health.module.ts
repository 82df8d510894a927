/** Liveness, readiness and the state of a graceful shutdown (src/health/shutdown.ts). */
import { Module } from '@nestjs/common';
import { PersistenceModule } from '../persistence/persistence.module';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';
import { HealthStore } from './health.store';

@Module({
  imports: [PersistenceModule],
  controllers: [HealthController],
  providers: [HealthService, HealthStore],
  exports: [HealthService],
})
export class HealthModule {}
