/** The metrics module: GET /metrics and what it reads at scrape time (src/metrics/metrics.ts has the families). */
import { Module } from '@nestjs/common';
import { PersistenceModule } from '../persistence/persistence.module';
import { MetricsController } from './metrics.controller';
import { MetricsService } from './metrics.service';
import { MetricsStore } from './metrics.store';

@Module({
  imports: [PersistenceModule],
  controllers: [MetricsController],
  providers: [MetricsService, MetricsStore],
})
export class MetricsModule {}
