/** The service's own routes: `GET /games`. */
import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module';
import { SystemController } from './system.controller';

@Module({
  imports: [MatchesModule],
  controllers: [SystemController],
})
export class HttpSystemModule {}
