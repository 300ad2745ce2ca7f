import type { z } from 'zod';

/**
 * The keys of `value` that `schema` does not name, as dotted paths ("fields.colour"). A request body with any
 * is refused (400 naming them) rather than having them silently dropped: a client that misspells a field
 * learns it at once instead of saving the stored draft unchanged.
 */
export function unknownKeys(schema: z.ZodType, value: unknown, path = ''): string[] {
  // biome-ignore lint/suspicious/noExplicitAny: zod's definitions differ per kind; each branch reads its own.
  const def = (schema as any)._zod?.def;
  if (!def || value === null || typeof value !== 'object') return [];
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return unknownKeys(def.innerType, value, path);
    case 'pipe':
      return unknownKeys(def.in, value, path);
    case 'lazy':
      return unknownKeys(def.getter(), value, path);
    case 'array':
      return Array.isArray(value) ? value.flatMap((item, i) => unknownKeys(def.element, item, `${path}${i}.`)) : [];
    case 'union': {
      // The option that fits best decides: a body fitting one option exactly has no unknown keys.
      const found = (def.options as z.ZodType[]).map((option) => unknownKeys(option, value, path));
      return found.reduce((best, keys) => (keys.length < best.length ? keys : best), found[0] ?? []);
    }
    case 'object': {
      if (Array.isArray(value)) return [];
      const shape = def.shape as Record<string, z.ZodType>;
      const open = def.catchall && def.catchall._zod?.def.type !== 'never';
      return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => {
        if (!(key in shape)) return open ? [] : [`${path}${key}`];
        return unknownKeys(shape[key], inner, `${path}${key}.`);
      });
    }
    default:
      return [];
  }
}
