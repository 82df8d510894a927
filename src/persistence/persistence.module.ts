/** The database (PrismaService) and the match store, the only module that queries it. */
import { Module } from '@nestjs/common';
import { MatchStore } from './match-store';
import { PrismaService } from './prisma.service';

@Module({
  providers: [PrismaService, MatchStore],
  exports: [PrismaService, MatchStore],
})
export class PersistenceModule {}
