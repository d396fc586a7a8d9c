import { useEffect, useRef, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * For a part below the first screen: false until its placeholder (the returned ref) comes within
 * 600 px of the viewport or the page is idle, whichever is first, so that on a slow connection
 * the part's code and data do not compete with the first screen's.
 */
export function useNearOrIdle<T extends Element>() {
  const placeholder = useRef<T>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return;
    const show = () => setWanted(true);
    const cancelIdle = whenIdle(show);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      { rootMargin: '600px 0px' },
    );
    if (placeholder.current) observer.observe(placeholder.current);
    return () => {
      cancelIdle();
      observer.disconnect();
    };
  }, [wanted]);

  return { placeholder, wanted };
}
