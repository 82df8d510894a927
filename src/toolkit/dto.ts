/**
 * The response shapes that every feature's controllers share (the OpenAPI document names them once):
 * the error answer and a seat's place in a result.
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ERROR_CODES } from './api-error';

export class StandingDto {
  @ApiProperty() seat!: number;
  @ApiProperty({ minimum: 1, description: '1 = best; seats that finished equal share a place.' })
  place!: number;
}

export class ErrorDto {
  @ApiProperty({ example: 422 }) statusCode!: number;
  @ApiProperty({
    example: 'illegal-move',
    enum: [...ERROR_CODES],
  })
  error!: string;
  @ApiPropertyOptional({
    example: 'column-full',
    description: "The rules file's reason code (422), or the conflict's cause (409).",
  })
  reason?: string;
  @ApiProperty({ example: 'column 1 is full' }) message!: string;
  @ApiPropertyOptional({
    type: Object,
    example: { column: 'must not be greater than 4' },
    description: 'Per-field problems (400).',
  })
  details?: Record<string, string>;
  @ApiPropertyOptional({
    example: 30,
    description: 'A 429: seconds until the budget refills (as Retry-After).',
  })
  retryAfterSeconds?: number;
  @ApiPropertyOptional({
    enum: ['play', 'create', 'other'],
    description:
      "A 429: the budget spent: `play` (moves and reads of one's own matches), `create` (accounts, matches, challenges, seeks, series, tournaments, gauntlets) or `other`.",
  })
  budget?: string;
  @ApiPropertyOptional({ example: 60, description: "A 429: the budget's requests a minute." })
  limitPerMinute?: number;
}
