/** `@OptionalField()` lets a field be absent but never null, and it is the only optional rule under src/. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { IsString, validateSync } from 'class-validator';
import { OptionalField } from './optional';

class Probe {
  @OptionalField()
  @IsString()
  name?: unknown;
}

const errorsOf = (value: Record<string, unknown>) =>
  validateSync(Object.assign(new Probe(), value)).map((e) => e.property);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return f === 'generated' ? [] : sources(p);
    return p.endsWith('.ts') && !p.endsWith('.spec.ts') ? [p] : [];
  });
}

describe('OptionalField', () => {
  it('absent passes, null and wrong types fail like any bad value', () => {
    expect(errorsOf({})).toEqual([]);
    expect(errorsOf({ name: 'ana' })).toEqual([]);
    expect(errorsOf({ name: null })).toEqual(['name']);
    expect(errorsOf({ name: 3 })).toEqual(['name']);
  });

  it("no source file uses class-validator's IsOptional (it lets null through)", () => {
    const offenders = sources(join(__dirname, '..')).filter((f) =>
      /\bIsOptional\s*[,(}]/.test(readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')),
    );
    expect(offenders).toEqual([]);
  });
});
