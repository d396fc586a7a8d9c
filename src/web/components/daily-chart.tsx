import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useEffect, useRef, useState } from 'react';

/**
 * A bar per day (docs/decisions/009-charts.md), for the partner dashboard and the operators'
 * metrics. Loaded lazily, in a chunk of its own with the chart library, by whichever page shows
 * one: nothing of it reaches the storefront.
 *
 * It carries no words of its own: the page gives the readout's words and the formats. It is drawn
 * for eyes and fingers only: the page gives it a text alternative (the same figures as a table),
 * so the drawing is hidden from screen readers.
 */
export interface DailyPoint {
  /** YYYY-MM-DD */
  day: string;
  value: number;
}

export interface DailyChartProps {
  /** Oldest first. */
  points: readonly DailyPoint[];
  /** The day under the finger or pointer, in words: "Tue, 12 Nov: 34 views". */
  describe(point: DailyPoint): string;
  /** A day under the axis, short: "12 Nov". */
  formatDay(day: string): string;
  /** A figure on the scale: "12" or "₹12,000". */
  formatNumber(value: number): string;
  /** The brand's teal, or the accent's amber. */
  tone?: 'brand' | 'accent';
  /** A phone's chart (the partner dashboard), or the taller one of a desk's screen (the console). */
  size?: 'phone' | 'desk';
}

// The drawing's height, scale margin, and the width it keeps where there is no ResizeObserver
// (jsdom, very old browsers).
const SIZES = {
  phone: { height: 176, left: 38, fallbackWidth: 320 },
  desk: { height: 190, left: 40, fallbackWidth: 360 },
};
const MARGIN = { top: 10, right: 4, bottom: 26 };
// A label under every 7th day, counted back from today, so today always has one.
const DAY_LABEL_EVERY = 7;
/** The room a day's label ("27 Nov") needs, with a gap, so labels never run into each other. */
const DAY_LABEL_MIN_PX = 56;
const DAY_LABEL_THINNED_PX = 80;
const AXIS_TEXT = { fontSize: 11, fill: '#5b6b69', fontFamily: 'inherit' };
// Room for a scale label of this many characters at most; a longer one ("₹1,20,000") widens the
// margin by a digit's width (at 11 px) per character, so it is never cut off at the edge.
const LABEL_CHARS = 5;
const CHAR_WIDTH = 6.5;

const TONES = {
  brand: { bar: 'fill-brand-500', picked: 'fill-accent-500' },
  accent: { bar: 'fill-accent-400', picked: 'fill-brand-600' },
};

/** The width of the element, followed as the phone turns or the window changes. */
function useWidth(fallbackWidth: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // It reports the size once when it starts observing, then on every change.
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width || fallbackWidth] as const;
}

export function DailyChart({
  points,
  describe,
  formatDay,
  formatNumber,
  tone = 'brand',
  size = 'phone',
}: DailyChartProps) {
  const { height, left: marginLeft, fallbackWidth } = SIZES[size];
  const [ref, width] = useWidth(fallbackWidth);
  const [picked, setPicked] = useState<number | null>(null);
  const innerHeight = height - MARGIN.top - MARGIN.bottom;

  const most = Math.max(0, ...points.map((point) => point.value));
  // Whole numbers only: a day has 3 views, never 2.5. At least 0 to 4, so a quiet month still
  // has a scale to read against.
  const y = scaleLinear<number>({ domain: [0, Math.max(4, most)], range: [innerHeight, 0] });
  y.nice(4);
  const valueTicks = y.ticks(4).filter(Number.isInteger);
  const longestLabel = Math.max(0, ...valueTicks.map((value) => formatNumber(value).length));
  const left = marginLeft + Math.max(0, longestLabel - LABEL_CHARS) * CHAR_WIDTH;
  const innerWidth = Math.max(0, width - left - MARGIN.right);

  const x = scaleBand<string>({
    domain: points.map((point) => point.day),
    range: [0, innerWidth],
    padding: 0.25,
  });
  // A label a week, or every few weeks when a long period (a year of metrics) would crowd them;
  // thinned, they keep room for today's label, which ends at its bar rather than centred on it.
  const crowded = points.length * DAY_LABEL_MIN_PX > DAY_LABEL_EVERY * Math.max(1, innerWidth);
  const weeksApart = crowded
    ? Math.ceil((points.length * DAY_LABEL_THINNED_PX) / Math.max(1, innerWidth) / DAY_LABEL_EVERY)
    : 1;
  const dayTicks = points
    .map((point) => point.day)
    .filter((_, index) => (points.length - 1 - index) % (DAY_LABEL_EVERY * weeksApart) === 0);

  // Today, until a finger or pointer picks another day.
  const shown = points[picked ?? points.length - 1];
  const colours = TONES[tone];
  const step = x.step();

  return (
    <div ref={ref} aria-hidden="true" className="select-none">
      <p className="mb-1 min-h-5 text-sm font-medium text-ink" data-testid="chart-readout">
        {shown ? describe(shown) : null}
      </p>
      <svg
        width={width}
        height={height}
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
            const height = innerHeight - top;
            return (
              <Bar
                key={point.day}
                x={x(point.day) ?? 0}
                // A day without any still shows as a sliver on the baseline: zero, not missing.
                y={Math.min(top, innerHeight - 1)}
                width={x.bandwidth()}
                height={Math.max(height, 1)}
                rx={Math.min(2, x.bandwidth() / 4)}
                className={index === picked ? colours.picked : colours.bar}
              />
            );
          })}
          {/* Full-height targets a finger can hit, however short the bar. */}
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
