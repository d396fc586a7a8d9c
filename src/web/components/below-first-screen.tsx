import {
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';
import { whenIdle } from '../lib/when-idle';

/**
 * A part below a page's first screen (the car's calendar and reviews, the home page's review
 * form): its code and data are fetched once its placeholder comes within 600 px of the viewport
 * or the page is idle, whichever is first, so on slow mobile data they do not compete with the
 * first screen. The placeholder keeps the part's place meanwhile, so nothing below it jumps.
 */
export function BelowFirstScreen({
  placeholder: Placeholder,
  children,
}: {
  placeholder: ComponentType<{ ref?: Ref<HTMLDivElement> }>;
  children: ReactNode;
}) {
  const placeholder = useRef<HTMLDivElement>(null);
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

  if (!wanted) return <Placeholder ref={placeholder} />;
  return <Suspense fallback={<Placeholder />}>{children}</Suspense>;
}
