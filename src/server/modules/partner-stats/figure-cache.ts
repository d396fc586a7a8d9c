/**
 * A company's figure kept in this instance's memory, labelled with what it was read under (a
 * catalogue version, the day and the page view writes): served while the label is unchanged and
 * it is younger than its time to live. Requests that arrive while it is being read wait for that
 * same read rather than start their own, so a partner reloading the dashboard on a busy instance
 * reads the database once. A failed read is forgotten at once. Oldest entries make room first.
 */
export function createFigureCache<T>(maxEntries: number) {
  const entries = new Map<string, { label: string; readAt: number; value: Promise<T> }>();
  return {
    get(
      companyId: string,
      label: string,
      maxAgeMs: number,
      read: () => Promise<T>,
      now = Date.now(),
    ): Promise<T> {
      const entry = entries.get(companyId);
      if (entry && entry.label === label && now - entry.readAt < maxAgeMs) return entry.value;
      const value = read();
      entries.delete(companyId);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(companyId, { label, readAt: now, value });
      value.catch(() => {
        if (entries.get(companyId)?.value === value) entries.delete(companyId);
      });
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
