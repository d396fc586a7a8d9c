import type { Ref } from 'react';

/**
 * Which part of a list to show (a lead status, active or archived drivers), as a row of buttons:
 * the pressed one is the part shown.
 */
export function FilterButtons<T extends string>({
  ref,
  label,
  options,
  value,
  onChange,
  className = 'flex gap-2',
}: {
  ref?: Ref<HTMLDivElement>;
  /** What the buttons choose, for screen readers: "Show leads by status". */
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** The row's layout: by default the buttons sit side by side. */
  className?: string;
}) {
  return (
    <div ref={ref} role="group" aria-label={label} className={className}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={`shrink-0 rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${
            value === option.value
              ? 'border-brand-600 bg-brand-600 text-white'
              : 'border-slate-300 bg-white text-ink hover:border-brand-500'
          }`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
