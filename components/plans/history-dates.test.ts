import type { PlanHistoryItem } from '@/lib/plans/calls';

import { historyDates, historyName } from './history-dates';

const item = (overrides: Partial<PlanHistoryItem>): PlanHistoryItem => ({
  planId: 1,
  name: 'Marathon Course',
  price: 349,
  subTitle: '6 Months',
  created: '2026-03-05T09:30:00.000Z',
  startOn: '2026-03-05T09:30:00.000Z',
  expiresOn: '2026-09-01T09:30:00.000Z',
  ...overrides,
});

it('shows Start Date and End Date for a plan with a period, en-GB', () => {
  expect(historyDates(item({}))).toEqual([
    { label: 'Start Date', value: '05 Mar 2026' },
    { label: 'End Date', value: '01 Sept 2026' },
  ]);
});

it('shows one Date, the created value, for a Single Session', () => {
  expect(
    historyDates(
      item({ subTitle: 'Single Session', created: '2026-12-24T23:30:00.000Z', expiresOn: null }),
    ),
  ).toEqual([{ label: 'Date', value: '24 Dec 2026' }]);
});

it('reads dates on the UK calendar: late evening in summer is already the next day', () => {
  expect(historyDates(item({ startOn: '2026-06-30T23:30:00.000Z' }))[0].value).toBe('01 Jul 2026');
});

it('shows N/A where a date is missing or unreadable', () => {
  expect(historyDates(item({ startOn: null, expiresOn: 'not a date' }))).toEqual([
    { label: 'Start Date', value: 'N/A' },
    { label: 'End Date', value: 'N/A' },
  ]);
  expect(historyDates(item({ subTitle: 'Single Session', created: null }))).toEqual([
    { label: 'Date', value: 'N/A' },
  ]);
});

it('names a plan without a name "Marathon Course"', () => {
  expect(historyName(item({ name: '  ' }))).toBe('Marathon Course');
  expect(historyName(item({ name: 'Crash Course' }))).toBe('Crash Course');
});
