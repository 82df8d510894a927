/**
 * The `preset` field of every body that takes a game's `options` (matches, challenges, seeks, series,
 * tournaments, gauntlets): the name of one of the game's presets (`GET /games` lists them). The
 * service expands it with `resolveMatchOptions` (src/matches/match-options.ts, reached by pairing,
 * series and tournaments through MATCH_OPENER): the preset's options, then the body's `options` over
 * them. A body class declares the field with `@PresetField() preset?: string;`.
 */
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { OptionalField } from './optional';

export function PresetField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      example: 'acpc-nolimit-2p',
      maxLength: 64,
      description:
        "One of the game's presets (GET /games lists them): its options, then `options` over them; the match keeps the expanded options. An unknown preset is 400.",
    }),
    OptionalField(),
    IsString(),
    MaxLength(64),
  );
}
