import type { ReactNode } from 'react';

/** The coloured band at the top of inner pages. */
export function PageHeader({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-700 to-brand-500 text-white">
      <div className="container-page py-10 sm:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        {subtitle ? <p className="mt-2 max-w-2xl text-brand-100">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
