/** Discovery: `GET /games` (the health checks are src/health/). */
import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { optionDefaults } from '../engine/options';
import { GameRegistry } from '../games/game-registry';
import { MatchesService } from '../matches/matches.service';

class GameInfoDto {
  @ApiProperty({ example: 'euchre' }) game!: string;
  @ApiProperty({ example: 'Euchre' }) name!: string;
  @ApiProperty({ example: 4 }) minPlayers!: number;
  @ApiProperty({ example: 4 }) maxPlayers!: number;
  @ApiProperty({ type: Object, description: 'Default value of every option' }) options!: Record<string, unknown>;
  @ApiProperty({ type: Object, description: 'Every option: type, default, range or values, description' }) optionsSchema!: Record<string, unknown>;
  @ApiProperty({ type: [String], example: ['random', 'basic'] }) bots!: string[];
}

@ApiTags('service')
@Controller()
export class SystemController {
  constructor(
    private readonly registry: GameRegistry,
    private readonly matches: MatchesService,
  ) {}

  @Get('games')
  @ApiOperation({ operationId: 'listGames', summary: 'The games served here, with their seat counts and option defaults' })
  @ApiOkResponse({ type: [GameInfoDto] })
  games(): GameInfoDto[] {
    return this.registry.bindings().map(({ definition: g }) => {
      const schema = this.matches.optionsSchema(g);
      return {
        game: g.id, name: g.name, minPlayers: g.minPlayers, maxPlayers: g.maxPlayers,
        options: optionDefaults(schema), optionsSchema: schema, bots: Object.keys(g.bots),
      };
    });
  }
}
