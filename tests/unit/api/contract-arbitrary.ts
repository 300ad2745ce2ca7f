import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries of values that a zod schema of the contract accepts, read from the schema itself, so
 * the fuzz test follows the contract as it grows. Covers the kinds the contract uses; anything else throws.
 * `pools` gives real values for fields by name (seeded ids), mixed in so requests also reach the handlers.
 */
/** The fields of a zod definition this file reads; which are present depends on `type`. */
interface ZodDef {
  type: string;
  values?: unknown[];
  innerType: z.ZodType;
  options?: z.ZodType[];
  checks?: unknown[];
  element: z.ZodType;
  keyType: z.ZodType;
  valueType: z.ZodType;
  shape?: Record<string, z.ZodType>;
}
type AnyZod = z.ZodType & { _zod: { def: ZodDef } };

/** Letters, digits, CJK, accents, a symbol and a space: what names and comments hold, never a separator. */
const CHARS = [...'abcXYZ019 .-_報價單測試éü✓'];

function stringArb(s: AnyZod): fc.Arbitrary<string> {
  const min = (s as unknown as z.ZodString).minLength ?? 0;
  const max = Math.min((s as unknown as z.ZodString).maxLength ?? 24, min + 24);
  return fc.array(fc.constantFrom(...CHARS), { minLength: min, maxLength: max }).map((a) => a.join(''));
}

function numberArb(s: AnyZod): fc.Arbitrary<number> {
  const n = s as unknown as z.ZodNumber;
  const min = Number.isFinite(n.minValue) && n.minValue! > -1e9 ? n.minValue! : -1000;
  const max = Number.isFinite(n.maxValue) && n.maxValue! < 1e9 ? n.maxValue! : min + 1000;
  return n.isInt
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, min + 50)) })
    : fc.double({ min, max, noNaN: true });
}

export function arbitraryOf(
  schema: z.ZodType,
  pools: Record<string, readonly unknown[]> = {},
  field = '',
): fc.Arbitrary<unknown> {
  const s = schema as AnyZod;
  const def = s._zod.def;
  const pool = pools[field];
  const withPool = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T> =>
    pool?.length ? fc.oneof(fc.constantFrom(...(pool as T[])), arb) : arb;
  switch (def.type) {
    case 'string':
      return withPool(stringArb(s));
    case 'number':
      return withPool(numberArb(s));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return withPool(fc.constantFrom(...((s as unknown as z.ZodEnum).options as unknown[])));
    case 'optional':
      return fc.option(arbitraryOf(def.innerType, pools, field), { nil: undefined });
    case 'nullable':
      return fc.option(arbitraryOf(def.innerType, pools, field), { nil: null });
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((o) => arbitraryOf(o, pools, field)));
    case 'array': {
      const checks = ((def.checks ?? []) as Array<{ _zod: { def: { check: string; minimum?: number } } }>).map(
        (c) => c._zod.def,
      );
      const min = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
      return fc.array(arbitraryOf(def.element, pools, field), { minLength: min, maxLength: min + 3 });
    }
    case 'record':
      return fc.dictionary(arbitraryOf(def.keyType, pools) as fc.Arbitrary<string>, arbitraryOf(def.valueType, pools), {
        maxKeys: 4,
      });
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const parts = Object.fromEntries(
        Object.entries(shape).map(([key, value]) => [key, arbitraryOf(value, pools, key)]),
      );
      return fc.record(parts).map((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)));
    }
    case 'custom':
      // The contract's one custom type is the uploaded file.
      return fc
        .tuple(
          stringArb({ minLength: 1, maxLength: 40, _zod: { def: {} } } as unknown as AnyZod),
          fc.uint8Array({ maxLength: 64 }),
        )
        .map(([name, bytes]) => new File([bytes], `${name.trim() || 'file'}.txt`, { type: 'text/plain' }));
    default:
      throw new Error(`no arbitrary for zod type ${String(def.type)} (field ${field})`);
  }
}

/** Values of the wrong kind for any field: a test picks one that the schema then refuses. */
export const WRONG_VALUES: readonly unknown[] = [
  12345,
  -1,
  0,
  true,
  null,
  {},
  [],
  [1, 2],
  'x'.repeat(3000),
  '',
  'not-a-code',
  '\u0001',
  'a/b',
];
