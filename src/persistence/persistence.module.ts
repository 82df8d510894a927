/**
 * The database (PrismaService), the matches' data (the only providers that query matches: the store,
 * its writes, lists and sweeps); the LISTEN connection is the events' (src/events).
 */
import { Module } from '@nestjs/common';
import { MatchLists } from './match-lists';
import { MatchStore } from './match-store';
import { MatchSweeps } from './match-sweeps';
import { MatchWrites } from './match-writes';
import { PrismaService } from './prisma.service';

@Module({
  providers: [PrismaService, MatchStore, MatchWrites, MatchLists, MatchSweeps],
  exports: [PrismaService, MatchStore, MatchWrites, MatchLists, MatchSweeps],
})
export class PersistenceModule {}
