import {
  formatDate,
  formatDateTime,
  formatDuration,
  formatMonth,
  formatRupees,
  formatTime,
  localDay,
  planOptionLabel,
} from '.';

test('formatRupees: whole rupees with Indian grouping, N/A when missing', () => {
  expect(formatRupees(1200)).toBe('₹1,200');
  expect(formatRupees(120000)).toBe('₹1,20,000');
  expect(formatRupees(0)).toBe('₹0');
  expect(formatRupees(999.6)).toBe('₹1,000');
  expect(formatRupees(null)).toBe('N/A');
  expect(formatRupees(undefined)).toBe('N/A');
});

test('formatDate: calendar dates are not shifted by time zone', () => {
  expect(formatDate('2026-11-22')).toBe('22 Nov 2026');
  expect(formatDate('2026-09-01')).toBe('1 Sep 2026');
  expect(formatDate('')).toBe('N/A');
  expect(formatDate(null)).toBe('N/A');
  expect(formatDate('not a date')).toBe('N/A');
});

test('formatDuration and planOptionLabel', () => {
  expect(formatDuration(30)).toBe('30 days');
  expect(formatDuration(1)).toBe('1 day');
  expect(planOptionLabel({ name: 'Gold', duration_days: 90 })).toBe('Gold (90 days)');
});

test('formatMonth: a calendar month by its short name and year', () => {
  expect(formatMonth('2026-06')).toBe('Jun 2026');
  expect(formatMonth('2025-12')).toBe('Dec 2025');
  expect(formatMonth('2026-13')).toBe('N/A');
  expect(formatMonth('June')).toBe('N/A');
});

test('formatDateTime: an instant as a day and the clock of the browser’s zone', () => {
  // Made in the browser's own zone, whatever the machine's.
  expect(formatDateTime(new Date(2026, 10, 20, 9, 5).toISOString())).toBe('20 Nov 2026, 09:05');
  expect(formatDateTime(new Date(2026, 0, 1, 23, 59).toISOString())).toBe('1 Jan 2026, 23:59');
  expect(formatDateTime('not a time')).toBe('N/A');
});

test('formatTime: an instant’s clock in the browser’s zone', () => {
  expect(formatTime(new Date(2026, 10, 20, 9, 5).toISOString())).toBe('09:05');
  expect(formatTime('not a time')).toBe('N/A');
});

test('localDay: the browser’s calendar day as a date input writes it', () => {
  expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  expect(localDay(new Date(2026, 10, 20, 0, 0))).toBe('2026-11-20');
});
