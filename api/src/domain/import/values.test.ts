import { readBloodGroup, readDate, readRupees, readStatus } from './values';

const TODAY = '2026-11-26';

describe('readDate', () => {
  it.each([
    ['2024-01-31', '2024-01-31'],
    ['2024-1-5', '2024-01-05'],
    ['31/01/2024', '2024-01-31'],
    ['31-01-2024', '2024-01-31'],
    ['31.01.2024', '2024-01-31'],
    ['29/02/2024', '2024-02-29'],
    ['31/1/24', '2024-01-31'],
    ['31-1-24', '2024-01-31'],
    ['1/1/27', '2027-01-01'],
    ['26/11/27', '2027-11-26'],
    ['27/11/27', '1927-11-27'],
    ['15/8/47', '1947-08-15'],
    ['5 Jan 2024', '2024-01-05'],
    ['05-Jan-24', '2024-01-05'],
    ['5 January 2024', '2024-01-05'],
    ['30 Sept 2024', '2024-09-30'],
    ['31/01/2024 10:30', '2024-01-31'],
    ['2024-01-31 00:00:00', '2024-01-31'],
    ['31/01/2024 9:05 PM', '2024-01-31'],
  ])('reads %s as %s, not ambiguous', (text, date) => {
    expect(readDate(text, TODAY)).toEqual({ date, ambiguous: false });
  });

  it.each([
    ['03/04/2024', '2024-04-03'],
    ['3/4/24', '2024-04-03'],
    ['5/1/2024', '2024-01-05'],
    ['12.01.2024', '2024-01-12'],
  ])('reads %s day first as %s and marks it ambiguous', (text, date) => {
    expect(readDate(text, TODAY)).toEqual({ date, ambiguous: true });
  });

  it.each([['04/04/2024'], ['13/04/2024'], ['2024-04-03']])(
    'does not mark %s ambiguous: it reads one way only',
    (text) => {
      expect(readDate(text, TODAY)?.ambiguous).toBe(false);
    },
  );

  it.each([
    ['31/02/2024'],
    ['29/02/2023'],
    ['2024-13-01'],
    ['01/13/2024'],
    ['00/01/2024'],
    ['31/01/1899'],
    ['01/01/2101'],
    ['31/01-2024'],
    ['2024/01'],
    ['yesterday'],
    ['5 Jun 2024x'],
    ['5 Junk 2024'],
    ['44927'],
  ])('refuses %s', (text) => {
    expect(readDate(text, TODAY)).toBeNull();
  });
});

describe('readRupees', () => {
  it.each([
    ['1500', 1500],
    ['0', 0],
    ['₹1,500', 1500],
    ['₹ 1,500', 1500],
    ['Rs 1500', 1500],
    ['Rs.1500', 1500],
    ['rs. 1,500', 1500],
    ['INR 1500', 1500],
    ['1500.00', 1500],
    ['1500.0', 1500],
    ['1,500/-', 1500],
    ['₹1,500.00/-', 1500],
    ['1,50,000', 150000],
    ['1 500', 1500],
    ['10000000', 10_000_000],
  ])('reads %s as %d', (text, amount) => {
    expect(readRupees(text)).toBe(amount);
  });

  it.each([
    ['1500.50'],
    ['1500.5'],
    ['-1500'],
    ['10000001'],
    ['1500 rupees'],
    ['$1500'],
    ['fifteen hundred'],
    ['₹'],
    ['1e3'],
  ])('refuses %s', (text) => {
    expect(readRupees(text)).toBeNull();
  });
});

describe('readBloodGroup', () => {
  it.each([
    ['A+', 'A+'],
    ['a+', 'A+'],
    ['AB -', 'AB-'],
    [' o + ', 'O+'],
    ['B +ve', 'B+'],
    ['ab-ve', 'AB-'],
  ])('reads %s as %s', (text, group) => {
    expect(readBloodGroup(text)).toBe(group);
  });

  it.each([['C+'], ['A'], ['O positive'], ['AB']])('refuses %s', (text) => {
    expect(readBloodGroup(text)).toBeNull();
  });
});

describe('readStatus', () => {
  it.each([
    ['Active', 'Active'],
    ['active', 'Active'],
    ['INACTIVE', 'Inactive'],
    ['Inactive', 'Inactive'],
  ])('reads %s as %s', (text, status) => {
    expect(readStatus(text)).toBe(status);
  });

  it.each([['Expired'], ['yes'], ['In active']])('refuses %s', (text) => {
    expect(readStatus(text)).toBeNull();
  });
});
