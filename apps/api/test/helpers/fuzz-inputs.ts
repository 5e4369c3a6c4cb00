/** A seeded pseudo-random generator (mulberry32): the same seed gives the same inputs on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Schema = Record<string, unknown>;

const deep = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
};

/** Values that have broken servers: wrong types, NUL, huge numbers, deep nesting, odd unicode, long text. */
export const HOSTILE: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 53 + 1,
  1e308,
  -1e308,
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil\u202c',
  '👩‍👩‍👧‍👦🎉',
  'ｆｕｌｌｗｉｄｔｈ',
  'x'.repeat(100_000),
  '../../../etc/passwd',
  "'; drop table users; --",
  '%00',
  '<script>alert(1)</script>',
  '00000000-0000-4000-8000-000000000000',
  '2026-02-30',
  '9999-99-99',
  [],
  {},
  [null, {}, []],
  { __proto__: { admin: true } },
  deep(400),
];

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** A value of roughly the schema's shape, following `$ref`s into `components`. */
export function plausible(
  schema: Schema | undefined,
  components: Record<string, Schema>,
  random: () => number,
  depth = 0,
): unknown {
  if (!schema || depth > 6) return 'x';
  if (typeof schema.$ref === 'string')
    return plausible(components[schema.$ref.split('/').pop() as string], components, random, depth + 1);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return pick(random, schema.enum);
  const options = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (options?.length) return plausible(pick(random, options), components, random, depth + 1);
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      return Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [
          key,
          plausible(value, components, random, depth + 1),
        ]),
      );
    }
    case 'array':
      return [plausible(schema.items as Schema, components, random, depth + 1)];
    case 'integer':
      return 1;
    case 'number':
      return 1.5;
    case 'boolean':
      return random() < 0.5;
    case 'null':
      return null;
    default:
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'date') return '2026-01-01';
      return 'fuzz';
  }
}

/** Replaces one value somewhere inside `value` (or the whole of it) with a hostile one, or drops a field. */
export function mutate(value: unknown, random: () => number): unknown {
  if (random() < 0.15 || value === null || typeof value !== 'object') return pick(random, HOSTILE);
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value)
    ? [...value]
    : { ...(value as object) };
  const keys = Object.keys(copy);
  if (keys.length === 0) return pick(random, HOSTILE);
  const key = pick(random, keys);
  const roll = random();
  if (roll < 0.1 && !Array.isArray(copy)) delete (copy as Record<string, unknown>)[key];
  else if (roll < 0.2 && !Array.isArray(copy))
    (copy as Record<string, unknown>)[`extra${key}`] = pick(random, HOSTILE);
  else (copy as Record<string, unknown>)[key] = mutate((copy as Record<string, unknown>)[key], random);
  return copy;
}

/** A hostile text for a path segment or query value, URL-encoded as a client would send it. */
export function hostileText(random: () => number): string {
  const value = pick(random, HOSTILE);
  const text = typeof value === 'string' ? value.slice(0, 3000) : JSON.stringify(value).slice(0, 3000);
  return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'));
}
