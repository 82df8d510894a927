/** Discovery: `GET /games` (the health checks are src/health/). */
import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { botLevels } from '../engine/bot-levels';
import { optionDefaults } from '../engine/options';
import { GameRegistry } from '../game-registry/game-registry';
import { MatchesService } from '../matches/matches.service';

class BotLevelDto {
  @ApiProperty({ example: 'basic', description: 'As a seat spec names it' }) name!: string;
  @ApiProperty({ example: 1, description: '0 = random, 1 = basic, then stronger' }) level!: number;
  @ApiProperty({ example: 'basic-bot', description: 'The built-in account playing this level' })
  account!: string;
  @ApiProperty({ description: "One line on the level's algorithm" }) description!: string;
}

class PresetDto {
  @ApiProperty({ example: 'acpc-nolimit-2p', description: 'What a body names in `"preset"`' }) name!: string;
  @ApiProperty({ description: 'What the preset is for' }) description!: string;
  @ApiProperty({
    type: Object,
    example: { bettingStructure: 'no-limit', startingStack: 20000, resetStacks: true, maxHands: 1000 },
    description: "The options the preset sets; a body's own `options` go over them",
  })
  options!: Record<string, unknown>;
}

class GameInfoDto {
  @ApiProperty({ example: 'euchre' }) game!: string;
  @ApiProperty({ example: 'Euchre' }) name!: string;
  @ApiProperty({ example: 4 }) minPlayers!: number;
  @ApiProperty({ example: 4 }) maxPlayers!: number;
  @ApiProperty({ type: Object, description: 'Default value of every option' }) options!: Record<
    string,
    unknown
  >;
  @ApiProperty({ type: Object, description: 'Every option: type, default, range or values, description' })
  optionsSchema!: Record<string, unknown>;
  @ApiProperty({ type: [String], example: ['random', 'basic'], description: 'Built-in bots, weakest first' })
  bots!: string[];
  @ApiProperty({ type: () => [BotLevelDto], description: 'The built-in bots as a ladder, with accounts' })
  botLevels!: BotLevelDto[];
  @ApiProperty({
    type: () => [PresetDto],
    description:
      'Named sets of options (Texas Hold\'em: acpc-nolimit-2p, acpc-limit-2p); every body that takes `options` also takes `"preset"`',
  })
  presets!: PresetDto[];
}

@ApiTags('service')
@Controller()
export class SystemController {
  constructor(
    private readonly registry: GameRegistry,
    private readonly matches: MatchesService,
  ) {}

  @Get('games')
  @ApiOperation({
    operationId: 'listGames',
    summary: 'The games served here, with their seat counts and option defaults',
  })
  @ApiOkResponse({ type: [GameInfoDto] })
  games(): GameInfoDto[] {
    return this.registry.bindings().map(({ definition: g }) => {
      const schema = this.matches.optionsSchema(g);
      return {
        game: g.id,
        name: g.name,
        minPlayers: g.minPlayers,
        maxPlayers: g.maxPlayers,
        options: optionDefaults(schema),
        optionsSchema: schema,
        bots: Object.keys(g.bots),
        botLevels: botLevels(g),
        presets: (g.presets ?? []).map((p) => ({ ...p, options: { ...p.options } })),
      };
    });
  }
}
