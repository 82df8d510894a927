/** The service's own routes: `GET /games`, `GET /health`. */
import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module';
import { PersistenceModule } from '../persistence/persistence.module';
import { SystemController } from './system.controller';

@Module({
  imports: [MatchesModule, PersistenceModule],
  controllers: [SystemController],
})
export class HttpSystemModule {}
