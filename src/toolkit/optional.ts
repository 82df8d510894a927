/**
 * `@OptionalField()`: the field may be left out, but when it is present it must pass its validators.
 *
 * class-validator's own `@IsOptional()` skips the validators for `undefined` *and* `null`, so a body
 * such as `{"players":[{"account":null}]}` or `{"name":null}` slipped past every check and reached the
 * services as if the field had a value (a 500 in the account lookup, a seat with no name). With this
 * decorator `null` gets the same per-field 400 as any other wrong type. Every DTO uses it; a test
 * (optional-field.spec.ts) fails if `IsOptional` comes back anywhere under src/.
 */
import { ValidateIf } from 'class-validator';

export function OptionalField(): PropertyDecorator {
  return (target, key) =>
    ValidateIf((object: Record<PropertyKey, unknown>) => object[key] !== undefined)(target, key);
}
