/** "a, b and c": a list as British prose writes it, without a serial comma. */
export const listInProse = (items: readonly string[]): string => items.join(', ').replace(/, (?=[^,]*$)/, ' and ');
