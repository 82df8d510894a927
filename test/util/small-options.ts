/** Short matches for tests: the fewest hands / rounds / points each game allows (a few hands where 0 means "no limit"). */
export interface OptionSpec {
  type: string;
  min?: number;
  max?: number;
  default?: unknown;
}

export function smallOptions(schema: Record<string, OptionSpec>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, spec] of Object.entries(schema)) {
    if (spec.type !== 'integer') continue;
    if (/^(targetPoints|target|hands|rounds)$/.test(key)) out[key] = Math.max(1, spec.min ?? 1);
    if (key === 'maxHands') out[key] = 3;
  }
  return out;
}
