/**
 * What makes a game's Nest module: its controller (the routes of docs/api.md under /{game}/matches,
 * made from the binding by the generic HTTP layer) and a provider that registers the binding with the
 * GameRegistry of the matches feature. A game module is
 *
 *   @Module(gameModule(euchreBinding))
 *   export class EuchreModule {
 *     static readonly binding = euchreBinding;
 *   }
 *
 * and `GameModule.forGame(binding)` makes one on the fly (tests serve games that ship no module).
 */
import { type DynamicModule, Module, type ModuleMetadata, type Type } from '@nestjs/common';
import { createGameController } from '../http/game-controller';
import { AccountsModule } from '../accounts/accounts.module';
import { MatchesModule } from '../matches/matches.module';
import { RecordsModule } from '../records/records.module';
import type { GameBinding } from '../game-registry/game-binding';
import { GameRegistry } from '../game-registry/game-registry';

/** A game module class: a Nest module that carries its binding. */
export type GameModuleClass = Type<unknown> & { binding: GameBinding };

export function gameModule(binding: GameBinding): ModuleMetadata {
  return {
    imports: [AccountsModule, MatchesModule, RecordsModule],
    controllers: [createGameController(binding), ...(binding.controllers ?? [])],
    providers: [
      {
        provide: `game:${binding.definition.id}`,
        useFactory: (registry: GameRegistry) => registry.register(binding),
        inject: [GameRegistry],
      },
    ],
  };
}

@Module({})
export class GameModule {
  static forGame(binding: GameBinding): DynamicModule {
    return { module: GameModule, ...gameModule(binding) };
  }
}
