/**
 * A copy of `value` without the properties named in `names`, at any depth (in objects and in
 * arrays of objects). Anything that is not a plain object or array is kept as it is.
 */
export function leaveOut(value: unknown, names: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => leaveOut(item, names));
  if (
    value === null ||
    typeof value !== 'object' ||
    Object.getPrototypeOf(value) !== Object.prototype
  )
    return value;
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value))
    if (!names.has(key)) kept[key] = leaveOut(item, names);
  return kept;
}
