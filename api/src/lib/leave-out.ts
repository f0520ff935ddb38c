/**
 * Whether `value` is a plain object: made by `{}` in any realm, or with no prototype. A database
 * driver's rows are plain, but not necessarily made in this module's realm (a native driver's,
 * under Jest's VM contexts) nor with a prototype at all.
 */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
};

/**
 * A copy of `value` without the properties named in `names`, at any depth (in objects and in
 * arrays of objects). Anything that is not a plain object or array is kept as it is.
 */
export function leaveOut(value: unknown, names: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => leaveOut(item, names));
  if (!isPlainObject(value)) return value;
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value))
    if (!names.has(key)) kept[key] = leaveOut(item, names);
  return kept;
}
