import { sampleMember } from '@spotter/shared/testing';
import {
  changeValue,
  chooseHomeBranch,
  choosePlan,
  computeDue,
  emptyMemberValues,
  fromMemberDetails,
  REQUIRED_MESSAGE,
  toMemberFormData,
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
  let values = changeValue(emptyMemberValues, 'feeAmount', '3000');
  expect(values.dueAmount).toBe('3000');
  values = changeValue(values, 'paidAmount', '1200');
  expect(values.dueAmount).toBe('1800');
  values = changeValue(values, 'feeAmount', '1000');
  expect(values.dueAmount).toBe('0');
  expect(changeValue(values, 'name', 'Asha')).toMatchObject({ name: 'Asha', dueAmount: '0' });
});

test('choosing a plan prefills the fee with its price, when it has one', () => {
  const paid = changeValue(emptyMemberValues, 'paidAmount', '1000');
  expect(choosePlan(paid, '1', { price: 4500 }, '')).toMatchObject({
    membershipPlan: '1',
    feeAmount: '4500',
    dueAmount: '3500',
  });
  const typed = changeValue(paid, 'feeAmount', '2000');
  expect(choosePlan(typed, '2', { price: null }, '')).toMatchObject({
    membershipPlan: '2',
    feeAmount: '2000',
    dueAmount: '1000',
  });
});

describe('a plan with a price of its own at some branches (docs/product/branches.md §26)', () => {
  const gold = { price: 1500, branch_prices: [{ branch_id: 2, price: 1800 }] };

  test('prefills the fee with the price at the home branch, else the plan’s', () => {
    expect(choosePlan(emptyMemberValues, '1', gold, '2').feeAmount).toBe('1800');
    expect(choosePlan(emptyMemberValues, '1', gold, '3').feeAmount).toBe('1500');
    expect(choosePlan(emptyMemberValues, '1', gold, '').feeAmount).toBe('1500');
  });

  test('moves a prefilled fee to the new home branch’s price, and keeps a fee typed by hand', () => {
    const atMain = choosePlan(emptyMemberValues, '1', gold, '1');
    expect(chooseHomeBranch(atMain, '2', gold, '1')).toMatchObject({
      homeBranch: '2',
      feeAmount: '1800',
    });
    const typed = changeValue(atMain, 'feeAmount', '1000');
    expect(chooseHomeBranch(typed, '2', gold, '1')).toMatchObject({
      homeBranch: '2',
      feeAmount: '1000',
    });
    expect(chooseHomeBranch(atMain, '2', undefined, '1').feeAmount).toBe('1500');
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

test('the multipart payload carries every field of docs/product/screens.md §3 and payment_method cash', () => {
  const values = {
    ...emptyMemberValues,
    name: ' Asha ',
    phone: '9876500001',
    email: 'asha@example.com',
    age: '31',
    weight: '58',
    blood: 'B+',
    location: 'Pune',
    profession: 'Engineer',
    status: 'Inactive',
    joining_day: '2026-02-01',
    membershipPlan: '1',
    feeAmount: '4500',
    paidAmount: '4000',
    dueAmount: '999',
    leave: '2026-03-01',
    rejoin: '2026-03-10',
  };
  expect(Object.fromEntries(toMemberFormData(values).entries())).toEqual({
    name: 'Asha',
    phone: '9876500001',
    email: 'asha@example.com',
    age: '31',
    weight: '58',
    blood_group: 'B+',
    joining_day: '2026-02-01',
    status: 'Inactive',
    location: 'Pune',
    profession: 'Engineer',
    fee: '4500',
    paid: '4000',
    due: '500',
    leave: '2026-03-01',
    rejoin: '2026-03-10',
    plan: '1',
    payment_method: 'cash',
    no_reminders: 'false',
  });
  expect(toMemberFormData({ ...values, noReminders: true }).get('no_reminders')).toBe('true');
});

test('loading for edit derives paid as total fee minus due', () => {
  const values = fromMemberDetails(
    sampleMember(4, { total_fee: 4500, due_amount: 1500, age: 30, leave_date: '2026-02-02' }),
  );
  expect(values).toMatchObject({
    feeAmount: '4500',
    paidAmount: '3000',
    dueAmount: '1500',
    age: '30',
    membershipPlan: '1',
    leave: '2026-02-02',
    rejoin: '',
    noReminders: false,
  });
  expect(fromMemberDetails(sampleMember(4, { no_reminders: true })).noReminders).toBe(true);
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
    blood: '',
    location: '',
    profession: '',
    status: 'Active',
  });
});

test('a member answered without its money leaves fee, paid and due blank rather than inventing them', () => {
  const { total_fee: _fee, due_amount: _due, ...withoutMoney } = sampleMember(6);
  expect(fromMemberDetails(withoutMoney)).toMatchObject({
    name: 'Member 06',
    feeAmount: '',
    paidAmount: '',
    dueAmount: '',
  });
});
