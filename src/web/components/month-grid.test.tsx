import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MonthGrid, weeksOfMonth } from './month-grid';

function renderMonth(month: string) {
  return render(
    <I18nProvider i18n={i18n}>
      <MonthGrid
        month={month}
        weekdays="short"
        weekdayClassName=""
        caption="A month"
        renderBlank={(key) => <td key={key} />}
        renderDay={(day) => <td key={day}>{day.slice(8)}</td>}
      />
    </I18nProvider>,
  );
}

afterEach(() => i18n.activate('en', ['en-IN']));

describe('weeksOfMonth', () => {
  it('lays the month out in weeks from Monday, other months blank', () => {
    // 1 December 2026 is a Tuesday; the 31st a Thursday.
    const weeks = weeksOfMonth('2026-12');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      null,
      ...['01', '02', '03', '04', '05', '06'].map((d) => `2026-12-${d}`),
    ]);
    expect(weeks.at(-1)).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      null,
      null,
      null,
    ]);
  });

  it('knows a leap February', () => {
    expect(weeksOfMonth('2028-02').flat().filter(Boolean).at(-1)).toBe('2028-02-29');
  });
});

describe('MonthGrid', () => {
  it('names the weekdays from Monday in the reader’s language', () => {
    // Only the dates' language matters here: the app's formats, not its catalogues.
    i18n.load({ te: {}, hi: {} });
    i18n.activate('te');
    const { unmount } = renderMonth('2026-12');
    const telugu = screen.getAllByRole('columnheader');
    expect(telugu).toHaveLength(7);
    expect(telugu[0]).toHaveAttribute('abbr', 'సోమవారం');
    unmount();

    i18n.activate('hi');
    renderMonth('2026-12');
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'सोमवार');
    expect(screen.getAllByRole('cell', { name: '01' })).toHaveLength(1);
  });
});
