/** The database (PrismaService), the match store (the only module that queries matches) and the instance's LISTEN connection. */
import { Module } from '@nestjs/common';
import { MatchStore } from './match-store';
import { PgListener } from './pg-listener';
import { PrismaService } from './prisma.service';

@Module({
  providers: [PrismaService, MatchStore, PgListener],
  exports: [PrismaService, MatchStore, PgListener],
})
export class PersistenceModule {}
