/**
 * Serialized answers labelled with the catalogue version they were read at (issue 5: the car
 * list is the category page's call, the same few pages asked again and again). An answer is
 * served only while the version is unchanged, so a change to a car or its travel company shows
 * on the next request, on every instance. Oldest entries make room first.
 */
export function createAnswerCache(maxEntries: number) {
  const entries = new Map<string, { version: string; body: Buffer }>();
  return {
    get(key: string, version: string): Buffer | undefined {
      const entry = entries.get(key);
      return entry?.version === version ? entry.body : undefined;
    },
    set(key: string, version: string, body: Buffer): void {
      entries.delete(key);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { version, body });
    },
    get size() {
      return entries.size;
    },
  };
}
