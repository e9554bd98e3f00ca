/** A count with its word: plural(1, 'meal') → "1 meal", plural(3, 'dish', 'dishes') → "3 dishes". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
