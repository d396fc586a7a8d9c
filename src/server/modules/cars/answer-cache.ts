/**
 * Answers labelled with the catalogue version they were read at (the car list is the category
 * page's call, the same few pages asked again and again). An answer is served only while the
 * version is unchanged, so a change to a car or its travel company shows on the next request, on
 * every instance. Oldest entries make room first.
 */
export function createAnswerCache<T>(maxEntries: number) {
  const entries = new Map<string, { version: bigint; answer: T }>();
  return {
    get(key: string, version: bigint): T | undefined {
      const entry = entries.get(key);
      return entry?.version === version ? entry.answer : undefined;
    },
    set(key: string, version: bigint, answer: T): void {
      entries.delete(key);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { version, answer });
    },
    delete(key: string): void {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
