/**
 * How many names one import or export statement lists at most: a longer list is written as
 * several statements from the same module. The compiler writes a list on one line of JavaScript,
 * and its source maps take time quadratic in a line's length (each name's column is counted from
 * the line's start), which a large contract's validators hub made seconds (bench/README.md).
 */
export const NAMES_PER_STATEMENT = 100;

/** `names` in lists of at most `NAMES_PER_STATEMENT`, in order; one list when they fit. */
export function nameLists<T>(names: readonly T[]): T[][] {
  const lists: T[][] = [];
  for (let i = 0; i < names.length; i += NAMES_PER_STATEMENT)
    lists.push(names.slice(i, i + NAMES_PER_STATEMENT));
  return lists.length === 0 ? [[]] : lists;
}
