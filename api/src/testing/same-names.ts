/**
 * Pairs of names that differ only in what `nameKey` folds (domain/name-key.ts): case in any
 * script, compatibility forms, runs of spaces, invisible characters. Each pair is one name, for
 * every kind told apart by its key (plans, roles); none is longer than a role's 50 characters.
 */
export const SAME_NAMES: readonly (readonly [string, string])[] = [
  ['Élite', 'Élite'],
  ['élite', 'ÉLITE'],
  ['ÉLITE', 'élite'],
  ['Straße', 'STRASSE'],
  ['ΟΔΟΣ', 'οδος'],
  ['Istanbul', 'ıstanbul'],
  ['Gold Plan', 'ＧＯＬＤ  plan'],
  ['Gold', 'Go\u200Bld'],
];
