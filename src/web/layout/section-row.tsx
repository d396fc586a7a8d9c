import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ComponentType, ReactNode } from 'react';
import { NavLink } from 'react-router';
import type { IconProps } from '../components/icons';

/** One section of a working area's menu. */
export interface SectionEntry {
  label: MessageDescriptor;
  to: string;
  Icon: ComponentType<IconProps>;
  /** Active only on this exact path (the area's index). */
  end?: boolean;
}

/**
 * A working area's sections as a row under its top bar (the partner portal from tablets up, the
 * operators' console on phones and tablets): the current one marked, the row scrolling when the
 * sections do not fit. Each area gives the row's place and its links' size.
 */
export function SectionRow({
  label,
  entries,
  className,
  listClassName,
  linkClassName,
  idleClassName,
  after,
}: {
  /** The menu's name for screen readers: the area's name. */
  label: string;
  entries: readonly SectionEntry[];
  className: string;
  listClassName: string;
  linkClassName: string;
  /** A section's link when it is not the current one. */
  idleClassName: string;
  /** What a section's link shows after its name (a count), by its address. */
  after?: Readonly<Record<string, ReactNode>>;
}) {
  const { i18n } = useLingui();
  return (
    <nav aria-label={label} className={className}>
      <ul className={listClassName}>
        {entries.map(({ label: name, to, end, Icon }) => (
          <li key={to} className="shrink-0">
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                `${linkClassName} ${isActive ? 'bg-brand-50 text-brand-700' : idleClassName}`
              }
            >
              <Icon className="text-base" />
              {i18n._(name)}
              {after?.[to]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
