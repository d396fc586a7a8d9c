import { useEffect, useState } from 'react';

/**
 * The value `delay` ms after it last changed, so a request that follows typing (a live price)
 * is sent once the typing pauses. Compared by its JSON, so a new object with the same content
 * does not restart the wait.
 */
export function useSettled<T>(value: T, delay: number): T {
  const key = JSON.stringify(value) ?? '';
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(key), delay);
    return () => window.clearTimeout(timer);
  }, [key, delay]);
  return (settled === '' ? undefined : JSON.parse(settled)) as T;
}
