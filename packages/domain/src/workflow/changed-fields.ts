/** Body keys that carry the platform's bookkeeping, not a record field. */
const BOOKKEEPING = new Set(['id', 'version', 'role', 'serie']);

/**
 * The top-level fields a save body changes against the record's current values (both in the payload's shape:
 * references as ids, dates as ISO text, child rows as lists). A field the body leaves out is unchanged; null,
 * undefined and an empty text are the same "no value". Objects compare by content, whatever the key order.
 */
export function changedFields(
  current: Readonly<Record<string, unknown>>,
  body: Readonly<Record<string, unknown>>,
): string[] {
  return Object.keys(body).filter(
    (field) =>
      !BOOKKEEPING.has(field) &&
      body[field] !== undefined &&
      canonical(body[field]) !== canonical(current[field]),
  );
}

function canonical(value: unknown): string {
  return JSON.stringify(normalise(value));
}

function normalise(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) return value.map(normalise);
  if (typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, normalise((value as Record<string, unknown>)[key])])
        .filter(([, v]) => v !== null),
    );
  return value;
}
