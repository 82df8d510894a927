/** A match's options: the game's own (declared by the engine) and the turn clock every game accepts. */
import { resolveOptions, withPreset } from '../engine/options';
import type { GameDefinition } from '../engine/types';

/** Turn-clock option every game accepts (seconds; null = no clock). */
export const TURN_SECONDS_OPTION = {
  type: 'integer' as const,
  default: null,
  nullable: true,
  min: 5,
  max: 86_400,
  description: 'Seconds a seat has to move before the server plays its timeout move (null: no clock).',
};

/**
 * The turn clock of a match with an account in a seat (challenges, seeks, series, tournaments, and
 * creates with `{ "me": true }` or `{ "account" }` seats) when its options do not name one: an account
 * whose program stopped cannot keep such a match active forever. `"turnSeconds": null` turns it off.
 */
export const ACCOUNT_TURN_SECONDS = 60;

/**
 * `resolved` (the options with the game's defaults filled in) with the accounts' default turn clock when
 * `input` (the options as the caller gave them) names no `turnSeconds`.
 */
export function withAccountClock(input: unknown, resolved: Record<string, unknown>): Record<string, unknown> {
  const named =
    typeof input === 'object' &&
    input !== null &&
    (input as { turnSeconds?: unknown }).turnSeconds !== undefined;
  return named ? resolved : { ...resolved, turnSeconds: ACCOUNT_TURN_SECONDS };
}

/** A game's options as a match takes them: the game's own and the turn clock every game accepts. */
export function matchOptionsSchema(game: GameDefinition) {
  return { ...game.optionsSchema, turnSeconds: TURN_SECONDS_OPTION };
}

/** What a body asks for: a preset (`"preset": "acpc-nolimit-2p"`) and options over it. */
export interface OptionsRequest {
  preset?: string;
  options?: unknown;
}

export type MatchOptionsCheck =
  { ok: true; options: Record<string, unknown> } | { ok: false; details: Record<string, string> };

/**
 * A match's options from a body (docs/api.md "Presets"): the preset's options, then the body's
 * `options` over them, defaults filled in and checked. Problems are keyed as the body names them:
 * `preset` (an unknown preset) or `options.<name>`. Every body that takes options goes through it
 * (matches, challenges, seeks, series, tournaments), so the stored match keeps the expanded options.
 */
export function resolveMatchOptions(game: GameDefinition, body: OptionsRequest): MatchOptionsCheck {
  const asked = withPreset(game.presets, body.preset, body.options);
  if (!asked.ok) return { ok: false, details: { preset: asked.message } };
  const r = resolveOptions<Record<string, unknown>>(matchOptionsSchema(game), asked.input);
  if (r.ok) return r;
  return {
    ok: false,
    details: Object.fromEntries(Object.entries(r.details).map(([k, v]) => [`options.${k}`, v])),
  };
}
