import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useEffect, useRef, useState } from 'react';

/**
 * A bar per day, drawn with visx like the partner dashboard's (docs/decisions/009-charts.md).
 * The metrics page loads it lazily, in a chunk of its own with the chart library, so the
 * console's other pages never wait for it.
 *
 * It carries no words of its own: the page gives the readout's words and the formats. It is
 * drawn for eyes and pointers only; the page puts the same figures in tables, so the drawing is
 * hidden from screen readers.
 */
export interface DailyPoint {
  /** YYYY-MM-DD */
  day: string;
  value: number;
}

export interface DailyChartProps {
  /** Oldest first. */
  points: readonly DailyPoint[];
  /** The day under the pointer, in words: "Tue, 12 Nov: 34 sign-ups". */
  describe(point: DailyPoint): string;
  /** A day under the axis, short: "12 Nov". */
  formatDay(day: string): string;
  /** A figure on the scale. */
  formatNumber(value: number): string;
}

const HEIGHT = 190;
const MARGIN = { top: 10, right: 4, bottom: 26, left: 40 };
// jsdom has no ResizeObserver: the chart then keeps a narrow width.
const FALLBACK_WIDTH = 360;
// A label under every 7th day, counted back from today, so today always has one.
const DAY_LABEL_EVERY = 7;
const AXIS_TEXT = { fontSize: 11, fill: '#5b6b69', fontFamily: 'inherit' };
const LABEL_CHARS = 5;
const CHAR_WIDTH = 6.5;

/** The element's width, followed as the window changes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width || FALLBACK_WIDTH] as const;
}

export function DailyChart({ points, describe, formatDay, formatNumber }: DailyChartProps) {
  const [ref, width] = useWidth();
  const [picked, setPicked] = useState<number | null>(null);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;

  const most = Math.max(0, ...points.map((point) => point.value));
  // Whole numbers only (a day has 3 sign-ups, never 2.5), and a scale of at least 0 to 4.
  const y = scaleLinear<number>({ domain: [0, Math.max(4, most)], range: [innerHeight, 0] });
  y.nice(4);
  const valueTicks = y.ticks(4).filter(Number.isInteger);
  const longestLabel = Math.max(0, ...valueTicks.map((value) => formatNumber(value).length));
  const left = MARGIN.left + Math.max(0, longestLabel - LABEL_CHARS) * CHAR_WIDTH;
  const innerWidth = Math.max(0, width - left - MARGIN.right);

  const x = scaleBand<string>({
    domain: points.map((point) => point.day),
    range: [0, innerWidth],
    padding: 0.25,
  });
  const dayTicks = points
    .map((point) => point.day)
    .filter((_, index) => (points.length - 1 - index) % DAY_LABEL_EVERY === 0);
  const shown = points[picked ?? points.length - 1];
  const step = x.step();

  return (
    <div ref={ref} aria-hidden="true" className="select-none">
      <p className="mb-1 min-h-5 text-sm font-medium text-ink" data-testid="chart-readout">
        {shown ? describe(shown) : null}
      </p>
      <svg
        width={width}
        height={HEIGHT}
        className="block max-w-full touch-pan-y"
        onPointerLeave={() => setPicked(null)}
      >
        <Group left={left} top={MARGIN.top}>
          <GridRows
            scale={y}
            width={innerWidth}
            tickValues={valueTicks}
            stroke="#e2e8f0"
            strokeDasharray="3 3"
          />
          {points.map((point, index) => {
            const top = y(point.value);
            return (
              <Bar
                key={point.day}
                x={x(point.day) ?? 0}
                // A day without any still shows as a sliver on the baseline: zero, not missing.
                y={Math.min(top, innerHeight - 1)}
                width={x.bandwidth()}
                height={Math.max(innerHeight - top, 1)}
                rx={Math.min(2, x.bandwidth() / 4)}
                className={index === picked ? 'fill-accent-500' : 'fill-brand-500'}
              />
            );
          })}
          {/* Full-height targets a pointer can hit, however short the bar. */}
          {points.map((point, index) => (
            <rect
              key={point.day}
              x={(x(point.day) ?? 0) - (step - x.bandwidth()) / 2}
              y={0}
              width={step}
              height={innerHeight}
              fill="transparent"
              data-day={point.day}
              onPointerEnter={() => setPicked(index)}
              onPointerDown={() => setPicked(index)}
            />
          ))}
          <AxisLeft
            scale={y}
            tickValues={valueTicks}
            tickFormat={(value) => formatNumber(Number(value))}
            hideAxisLine
            hideTicks
            tickLabelProps={{ ...AXIS_TEXT, textAnchor: 'end', dx: -4, dy: '0.33em' }}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={dayTicks}
            tickFormat={(day) => formatDay(day)}
            stroke="#cbd5e1"
            hideTicks
            // Today's label ends with its bar rather than centred on it, past the chart's edge.
            tickLabelProps={(_day, index, ticks) =>
              index === ticks.length - 1
                ? { ...AXIS_TEXT, textAnchor: 'end', dx: step / 2 }
                : { ...AXIS_TEXT, textAnchor: 'middle' }
            }
          />
        </Group>
      </svg>
    </div>
  );
}
