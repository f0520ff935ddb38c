import { sampleMember } from '@spotter/shared/testing';
import {
  changeValue,
  chooseHomeBranch,
  choosePlan,
  computeDue,
  emptyMemberValues,
  fromMemberDetails,
  REQUIRED_MESSAGE,
  toMemberInput,
  validateMember,
} from './member-form-values';

test('due is max(fee − paid, 0), and empty until a fee or payment is entered', () => {
  expect(computeDue('', '')).toBe('');
  expect(computeDue('4500', '')).toBe('4500');
  expect(computeDue('4500', '4000')).toBe('500');
  expect(computeDue('4500', '5000')).toBe('0');
  expect(computeDue('', '300')).toBe('0');
  expect(computeDue('abc', '100')).toBe('0');
});

test('editing fee or paid recalculates due; other fields leave it alone', () => {
  let values = changeValue(emptyMemberValues, 'total_fee', '3000');
  expect(values.due_amount).toBe('3000');
  values = changeValue(values, 'paid_amount', '1200');
  expect(values.due_amount).toBe('1800');
  values = changeValue(values, 'total_fee', '1000');
  expect(values.due_amount).toBe('0');
  expect(changeValue(values, 'name', 'Asha')).toMatchObject({ name: 'Asha', due_amount: '0' });
});

test('choosing a plan prefills the fee with its price, when it has one', () => {
  const paid = changeValue(emptyMemberValues, 'paid_amount', '1000');
  expect(choosePlan(paid, '1', { price: 4500 }, '')).toMatchObject({
    plan_id: '1',
    total_fee: '4500',
    due_amount: '3500',
  });
  const typed = changeValue(paid, 'total_fee', '2000');
  expect(choosePlan(typed, '2', { price: null }, '')).toMatchObject({
    plan_id: '2',
    total_fee: '2000',
    due_amount: '1000',
  });
});

describe('a plan with a price of its own at some branches (docs/product/branches.md §26)', () => {
  const gold = { price: 1500, branch_prices: [{ branch_id: 2, price: 1800 }] };

  test('prefills the fee with the price at the home branch, else the plan’s', () => {
    expect(choosePlan(emptyMemberValues, '1', gold, '2').total_fee).toBe('1800');
    expect(choosePlan(emptyMemberValues, '1', gold, '3').total_fee).toBe('1500');
    expect(choosePlan(emptyMemberValues, '1', gold, '').total_fee).toBe('1500');
  });

  test('moves a prefilled fee to the new home branch’s price, and keeps a fee typed by hand', () => {
    const atMain = choosePlan(emptyMemberValues, '1', gold, '1');
    expect(chooseHomeBranch(atMain, '2', gold, '1')).toMatchObject({
      home_branch_id: '2',
      total_fee: '1800',
    });
    const typed = changeValue(atMain, 'total_fee', '1000');
    expect(chooseHomeBranch(typed, '2', gold, '1')).toMatchObject({
      home_branch_id: '2',
      total_fee: '1000',
    });
    expect(chooseHomeBranch(atMain, '2', undefined, '1').total_fee).toBe('1500');
  });
});

test('name and phone are required, nothing else', () => {
  expect(validateMember(emptyMemberValues)).toBe(REQUIRED_MESSAGE);
  expect(REQUIRED_MESSAGE).toBe('Name and Phone number are required!');
  expect(validateMember({ ...emptyMemberValues, name: 'Asha', phone: '   ' })).toBe(
    REQUIRED_MESSAGE,
  );
  expect(validateMember({ ...emptyMemberValues, name: '', phone: '98' })).toBe(REQUIRED_MESSAGE);
  expect(
    validateMember({ ...emptyMemberValues, name: 'Asha', phone: '98', email: 'not an email' }),
  ).toBeNull();
});

test('the JSON body carries every field of docs/product/screens.md §3 under its typed name, and no due', () => {
  const values = {
    ...emptyMemberValues,
    name: ' Asha ',
    phone: '9876500001',
    email: 'asha@example.com',
    age: '31',
    weight: '58.5',
    blood_group: 'B+',
    location: 'Pune',
    profession: 'Engineer',
    status: 'Inactive',
    joining_date: '2026-02-01',
    plan_id: '1',
    total_fee: '4500',
    paid_amount: '4000',
    due_amount: '999',
    leave_date: '2026-03-01',
    rejoin_date: '2026-03-10',
  };
  expect(toMemberInput(values)).toEqual({
    name: 'Asha',
    phone: '9876500001',
    email: 'asha@example.com',
    age: 31,
    weight: 58.5,
    blood_group: 'B+',
    location: 'Pune',
    profession: 'Engineer',
    status: 'Inactive',
    joining_date: '2026-02-01',
    plan_id: 1,
    total_fee: 4500,
    paid_amount: 4000,
    leave_date: '2026-03-01',
    rejoin_date: '2026-03-10',
    no_reminders: false,
    shares_phone: false,
  });
  expect(toMemberInput({ ...values, no_reminders: true }).no_reminders).toBe(true);
});

test('the JSON body leaves out what was not typed, and sends text that is no number as null for the API to refuse', () => {
  const sent = JSON.parse(
    JSON.stringify(toMemberInput({ ...emptyMemberValues, name: 'Asha', phone: '98', age: '3e1' })),
  );
  expect(sent).toEqual({
    name: 'Asha',
    phone: '98',
    age: null,
    status: 'Active',
    no_reminders: false,
    shares_phone: false,
  });
  expect(
    toMemberInput({ ...emptyMemberValues, home_branch_id: '2', branch_access: 'all' }),
  ).toMatchObject({ home_branch_id: 2, branch_access: 'all' });
});

test('loading for edit derives paid as total fee minus due', () => {
  const values = fromMemberDetails(
    sampleMember(4, { total_fee: 4500, due_amount: 1500, age: 30, leave_date: '2026-02-02' }),
  );
  expect(values).toMatchObject({
    total_fee: '4500',
    paid_amount: '3000',
    due_amount: '1500',
    age: '30',
    plan_id: '1',
    leave_date: '2026-02-02',
    rejoin_date: '',
    no_reminders: false,
  });
  expect(fromMemberDetails(sampleMember(4, { no_reminders: true })).no_reminders).toBe(true);
  expect(
    fromMemberDetails(
      sampleMember(5, {
        email: null,
        blood_group: null,
        location: null,
        profession: null,
        status: '',
      }),
    ),
  ).toMatchObject({
    email: '',
    blood_group: '',
    location: '',
    profession: '',
    status: 'Active',
  });
});

test('a member answered without its money leaves fee, paid and due blank rather than inventing them', () => {
  const { total_fee: _fee, due_amount: _due, ...withoutMoney } = sampleMember(6);
  expect(fromMemberDetails(withoutMoney)).toMatchObject({
    name: 'Member 06',
    total_fee: '',
    paid_amount: '',
    due_amount: '',
  });
});
