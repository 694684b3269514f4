/**
 * The next answer, made of the previous answer's objects wherever it equals them: structural sharing,
 * as TanStack Query does, except that list items with an `id` are matched by it rather than by place.
 * A poll that brings one new transaction shifts every other row down by one; matched by place, no row
 * would equal its old self, and every row of the table would render again.
 *
 * Answers are parsed JSON (plain objects, arrays, primitives); anything else is taken as it comes.
 */
export function keepUnchangedParts<T>(previous: unknown, next: T): T {
  if (previous === next) return next;
  if (Array.isArray(previous) && Array.isArray(next)) return shareItems(previous, next) as T;
  if (isPlainObject(previous) && isPlainObject(next)) return shareFields(previous, next) as T;
  return next;
}

function shareItems(previous: readonly unknown[], next: readonly unknown[]): readonly unknown[] {
  const byId = new Map<unknown, unknown>();
  for (const item of previous) if (hasId(item)) byId.set(item.id, item);
  let unchanged = previous.length === next.length;
  const shared = next.map((item, index) => {
    const before = hasId(item) ? byId.get(item.id) : previous[index];
    const kept = keepUnchangedParts(before, item);
    if (kept !== previous[index]) unchanged = false;
    return kept;
  });
  return unchanged ? previous : shared;
}

function shareFields(
  previous: Record<string, unknown>,
  next: Record<string, unknown>,
): Record<string, unknown> {
  const keys = Object.keys(next);
  let unchanged = keys.length === Object.keys(previous).length;
  const shared: Record<string, unknown> = {};
  for (const key of keys) {
    const kept = keepUnchangedParts(previous[key], next[key]);
    if (kept !== previous[key] || !Object.hasOwn(previous, key)) unchanged = false;
    shared[key] = kept;
  }
  return unchanged ? previous : shared;
}

function hasId(value: unknown): value is { id: unknown } {
  return isPlainObject(value) && value.id !== undefined && value.id !== null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
