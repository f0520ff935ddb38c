import { asListed, trainer } from '../../testing/staff-client';
import { useSignedInApp } from '../../testing/signed-in-app';

describe('trainer and staff routes', () => {
  const ctx = useSignedInApp();

  const expected = asListed(trainer);

  it('adds a trainer from a multipart form and lists it under its wire names', async () => {
    const added = await ctx.staff.add(trainer);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      status: 'success',
      message: 'Trainer/Staff added successfully!',
      id: 1,
    });
    const list = await ctx.staff.list();
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ status: 'success', data: [{ id: 1, ...expected }] });
  });

  it('needs only a name and a phone, defaulting the role to Trainer and the blood group to A+', async () => {
    const added = await ctx.staff.add({
      name: 'Asha',
      phone: '98765 43-210',
      email: '',
      age: '',
      weight: '',
      profile_picture: '',
    });
    expect(added.statusCode).toBe(201);
    expect((await ctx.staff.get(added.json().id)).json().data).toEqual({
      id: 1,
      user: 'Asha',
      phone_number: '9876543210',
      email: '',
      location: '',
      trainer_or_staff: 'Trainer',
      age: null,
      weight: null,
      blood_group: 'A+',
      profile_picture: null,
      branch_id: 1,
    });
  });

  it('shows one trainer, and answers 404 for an unknown id and 400 for a malformed one', async () => {
    await ctx.staff.add(trainer);
    const found = await ctx.staff.get(1);
    expect(found.json()).toEqual({
      status: 'success',
      message: 'Trainer/Staff details loaded.',
      data: { id: 1, ...expected },
    });

    const missing = await ctx.staff.get(99);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 'failed', message: 'Trainer not found' });
    for (const bad of ['abc', '0', '-1', '1.5']) {
      const response = await ctx.staff.get(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().status).toBe('failed');
    }
  });

  it('edits with the edit form wire names (user, phone_number) and answers the saved row', async () => {
    await ctx.staff.add(trainer);
    const response = await ctx.staff.edit(1, {
      user: 'Ravi K.',
      phone_number: '9123456789',
      email: '',
      location: 'Mumbai',
      trainer_or_staff: 'Staff',
      age: '30',
      weight: '',
      blood_group: 'O-',
    });
    expect(response.statusCode).toBe(200);
    const data = {
      id: 1,
      ...expected,
      user: 'Ravi K.',
      phone_number: '9123456789',
      email: '',
      location: 'Mumbai',
      trainer_or_staff: 'Staff',
      age: 30,
      weight: null,
      blood_group: 'O-',
    };
    expect(response.json()).toEqual({
      status: 'success',
      message: 'Trainer/Staff updated successfully!',
      data,
    });
    expect((await ctx.staff.get(1)).json().data).toEqual(data);
  });

  it('keeps a record unchanged when an edit is invalid, and 404s or 400s bad ids', async () => {
    await ctx.staff.add(trainer);
    const edit = { user: 'Ravi', phone_number: '9123456789' };
    expect((await ctx.staff.edit(1, { ...edit, user: '' })).json()).toEqual({
      status: 'failed',
      message: 'Name is required',
    });
    expect((await ctx.staff.edit(1, { ...edit, phone_number: '12' })).statusCode).toBe(400);
    expect((await ctx.staff.edit(1, { ...edit, age: '200' })).statusCode).toBe(400);
    const missing = await ctx.staff.edit(99, edit);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 'failed', message: 'Trainer not found' });
    expect((await ctx.staff.edit('abc', edit)).statusCode).toBe(400);
    expect((await ctx.staff.get(1)).json().data).toEqual({ id: 1, ...expected });
  });

  it('deletes a record, then 404s deleting it again, and 400s a malformed id', async () => {
    await ctx.staff.add(trainer);
    const response = await ctx.staff.remove(1);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      message: 'Deleted successfully!',
      activity_id: expect.any(Number),
    });
    expect(await ctx.staff.count()).toBe(0);
    const again = await ctx.staff.remove(1);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ status: 'failed', message: 'Trainer not found' });
    expect((await ctx.staff.remove('x')).statusCode).toBe(400);
  });

  it('accepts a JSON body too', async () => {
    const response = await ctx.send('POST', '/members/add_trainer_staff', {
      name: 'Meera',
      phone: '9000000001',
      age: 40,
      trainer_or_staff: 'Staff',
    });
    expect(response.statusCode).toBe(201);
    expect((await ctx.staff.get(response.json().id)).json().data).toMatchObject({
      user: 'Meera',
      age: 40,
      trainer_or_staff: 'Staff',
    });
  });
});

// A refusal writes nothing, so the refusals share one app: a refusal that wrote would fail its own
// test (the count) and every later one (one app each was 26 apps a database).
describe('trainer and staff routes, refusing an add', () => {
  const ctx = useSignedInApp({}, 'all');

  it.each([
    ['no name', { ...trainer, name: '' }, 'Name is required'],
    ['a blank name', { ...trainer, name: '   ' }, 'Name is required'],
    ['no phone', { ...trainer, phone: '' }, 'Phone is required'],
    [
      'a phone with letters',
      { ...trainer, phone: '98765abc10' },
      'Phone number must be 7 to 15 digits, optionally starting with +',
    ],
    [
      'a 6-digit phone',
      { ...trainer, phone: '123456' },
      'Phone number must be 7 to 15 digits, optionally starting with +',
    ],
    [
      'a 16-digit phone',
      { ...trainer, phone: '1234567890123456' },
      'Phone number must be 7 to 15 digits, optionally starting with +',
    ],
    [
      'a + in the middle of the phone',
      { ...trainer, phone: '98+76543210' },
      'Phone number must be 7 to 15 digits, optionally starting with +',
    ],
    ['a bad e-mail', { ...trainer, email: 'ravi@' }, 'E-mail must be a valid e-mail address'],
    ['an age of 13', { ...trainer, age: '13' }, 'Age must be at least 14'],
    ['an age of 101', { ...trainer, age: '101' }, 'Age must be at most 100'],
    ['a fractional age', { ...trainer, age: '29.5' }, 'Age must be a whole number'],
    ['a weight of 19', { ...trainer, weight: '19' }, 'Weight must be at least 20'],
    ['a weight of 301', { ...trainer, weight: '301' }, 'Weight must be at most 300'],
    ['a non-numeric weight', { ...trainer, weight: 'heavy' }, 'Weight must be a number'],
    ['an age of Infinity', { ...trainer, age: 'Infinity' }, 'Age must be a whole number'],
    ['a weight of Infinity', { ...trainer, weight: 'Infinity' }, 'Weight must be a number'],
    ['an age in hex', { ...trainer, age: '0x20' }, 'Age must be a whole number'],
    ['an age as an exponent', { ...trainer, age: '3e1' }, 'Age must be a whole number'],
    ['an age sent twice', { ...trainer, age: ['30', '31'] }, 'Age must be a whole number'],
    [
      'a markup e-mail',
      { ...trainer, email: '<script>@x.y' },
      'E-mail must be a valid e-mail address',
    ],
    [
      'a name with a NUL byte',
      { ...trainer, name: 'Ra\u0000vi' },
      'Name must not contain control characters',
    ],
    [
      'a location with a control character',
      { ...trainer, location: 'Pu\u0007ne' },
      'Location must not contain control characters',
    ],
    [
      'an unknown role',
      { ...trainer, trainer_or_staff: 'Manager' },
      'Trainer or staff must be one of: Trainer, Staff',
    ],
    [
      'a role in the wrong case',
      { ...trainer, trainer_or_staff: 'staff' },
      'Trainer or staff must be one of: Trainer, Staff',
    ],
    [
      'an unknown blood group',
      { ...trainer, blood_group: 'C+' },
      'Blood group must be one of: A+, A-, B+, B-, AB+, AB-, O+, O-',
    ],
    [
      'a text field as the picture',
      { ...trainer, profile_picture: 'me.png' },
      'Profile picture must be a JPEG, PNG, WebP or GIF image.',
    ],
  ])('refuses %s with 400 and stores nothing', async (_, fields, message) => {
    const response = await ctx.staff.add(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'failed', message });
    expect(await ctx.staff.count()).toBe(0);
  });
});
