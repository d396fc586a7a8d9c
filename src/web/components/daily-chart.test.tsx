import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DailyChart, type DailyPoint } from './daily-chart';
import { addDays } from '@shared/india-time';

// Thirty days, the last of them today.
const PERIOD_DAYS = Array.from({ length: 30 }, (_, index) => addDays('2026-10-24', index));

const points: DailyPoint[] = PERIOD_DAYS.map((day, index) => ({
  day,
  value: index === 10 ? 0 : index % 5,
}));

function renderChart(
  tone?: 'brand' | 'accent',
  formatNumber: (value: number) => string = (value) => `n${value}`,
) {
  return render(
    <DailyChart
      points={points}
      tone={tone}
      describe={(point) => `${point.day}: ${point.value} views`}
      formatDay={(day) => `day ${day.slice(8)}`}
      formatNumber={formatNumber}
    />,
  );
}

/** Where the drawing starts: right of the scale's labels. */
const plotLeft = (container: HTMLElement) =>
  Number(/translate\(([\d.]+)/.exec(container.querySelector('g')!.getAttribute('transform')!)![1]);

/** The drawn bars, oldest first (the targets for fingers are the rects with a day). */
const bars = (container: HTMLElement) => [
  ...container.querySelectorAll('rect.visx-bar:not([data-day])'),
];

describe('DailyChart', () => {
  it('draws one bar per day, a day without any as a sliver on the baseline', () => {
    const { container } = renderChart();
    const drawn = bars(container);
    expect(drawn).toHaveLength(30);
    // Day 11 had none: still drawn, one pixel high, so it reads as zero rather than missing.
    const height = (bar: Element) => Number(bar.getAttribute('height'));
    expect(height(drawn[10]!)).toBe(1);
    // 4 of a scale up to 4 fills the chart; 2 fills half of it.
    expect(height(drawn[4]!)).toBeCloseTo(2 * height(drawn[2]!), 5);
    expect(height(drawn[4]!)).toBeGreaterThan(100);
  });

  it('labels every 7th day counted back from today, and the scale in the page’s numbers', () => {
    renderChart();
    // Today (the 22nd) and each week before it.
    for (const day of ['22', '15', '08', '01', '25']) expect(screen.getByText(`day ${day}`));
    expect(screen.queryByText('day 21')).not.toBeInTheDocument();
    expect(screen.getByText('n0')).toBeInTheDocument();
    expect(screen.getByText('n4')).toBeInTheDocument();
  });

  it('spaces the day labels by whole weeks when a long period would crowd them', () => {
    // A year of days in the fallback width: a label every few weeks, never closer than a label.
    const year = Array.from({ length: 366 }, (_, index) => ({
      day: addDays('2025-11-27', index),
      value: 1,
    }));
    const { container } = render(
      <DailyChart
        points={year}
        describe={(point) => point.day}
        formatDay={(day) => `day ${day}`}
        formatNumber={String}
      />,
    );
    const labels = [...container.querySelectorAll('text')]
      .map((text) => text.textContent ?? '')
      .filter((text) => text.startsWith('day '));
    expect(labels.at(-1)).toBe('day 2026-11-27');
    expect(labels.length).toBeGreaterThan(2);
    expect(labels.length).toBeLessThanOrEqual(8);
    const gaps = labels
      .slice(1)
      .map(
        (label, index) =>
          (Date.parse(label.slice(4)) - Date.parse(labels[index]!.slice(4))) / 86_400_000,
      );
    expect(new Set(gaps).size).toBe(1);
    expect(gaps[0]! % 7).toBe(0);
  });

  it('leaves room for long labels on the scale, such as rupees', () => {
    const short = renderChart();
    expect(plotLeft(short.container)).toBe(38);
    const narrowBar = Number(bars(short.container)[0]!.getAttribute('width'));
    short.unmount();
    // "₹4,00,000" is 9 characters: 4 more than the room kept for "1,200".
    const long = renderChart('brand', (value) => `₹${value},00,000`);
    expect(within(long.container).getByText('₹4,00,000')).toBeInTheDocument();
    expect(plotLeft(long.container)).toBe(38 + 4 * 6.5);
    expect(Number(bars(long.container)[0]!.getAttribute('width'))).toBeLessThan(narrowBar);
  });

  it('reads out today, then the day under the pointer or finger, and highlights its bar', () => {
    const { container } = renderChart();
    const readout = screen.getByTestId('chart-readout');
    expect(readout).toHaveTextContent('2026-11-22: 4 views');

    const target = container.querySelector('[data-day="2026-11-05"]')!;
    fireEvent.pointerDown(target);
    expect(readout).toHaveTextContent('2026-11-05: 2 views');
    expect(bars(container)[12]).toHaveClass('fill-accent-500');
    expect(bars(container)[13]).toHaveClass('fill-brand-500');

    fireEvent.pointerLeave(container.querySelector('svg')!);
    expect(readout).toHaveTextContent('2026-11-22: 4 views');
  });

  it('is hidden from screen readers, which read the page’s table instead', () => {
    const { container } = renderChart('accent');
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(bars(container)[0]).toHaveClass('fill-accent-400');
  });
});
