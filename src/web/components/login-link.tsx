import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLoginPath } from '../lib/return-to';

/** "Log in" on a page that needs a session: the login comes back to this page. */
export function LoginLink({ className, children }: { className: string; children: ReactNode }) {
  return (
    <Link to={useLoginPath()} className={className}>
      {children}
    </Link>
  );
}
