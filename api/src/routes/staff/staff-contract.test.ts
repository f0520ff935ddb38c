import { asListed, trainer, typedTrainer } from '../../testing/staff-client';
import { useSignedInApp } from '../../testing/signed-in-app';

/**
 * The trainer form's typed contract (`StaffInput`, docs/architecture.md "One contract per form"):
 * the columns' names (`name`, `phone`, `role`) on add and edit alike, as the screens send them;
 * the earlier product's names (`user`, `phone_number`, `trainer_or_staff`) read into the same
 * schema, as old clients send them.
 */
describe('the trainer form’s typed contract', () => {
  const ctx = useSignedInApp();

  const saved = async (id: number) => (await ctx.staff.get(id)).json().data;

  it('adds and edits under the typed names, and stores what the earlier names store', async () => {
    const typed = (await ctx.staff.add({ ...typedTrainer, role: 'Staff' })).json().id;
    const earlier = (await ctx.staff.add({ ...trainer, trainer_or_staff: 'Staff' })).json().id;
    const listed = { ...asListed(trainer), trainer_or_staff: 'Staff' };
    expect(await saved(typed)).toEqual({ id: typed, ...listed });
    expect(await saved(earlier)).toEqual({ id: earlier, ...listed });

    const edit = { name: 'Ravi K.', phone: '91234 56789', role: 'Trainer', blood_group: 'O-' };
    const earlierEdit = {
      user: edit.name,
      phone_number: edit.phone,
      trainer_or_staff: edit.role,
      blood_group: edit.blood_group,
    };
    expect((await ctx.staff.edit(typed, edit)).statusCode).toBe(200);
    expect((await ctx.staff.edit(earlier, earlierEdit)).statusCode).toBe(200);
    const edited = {
      user: 'Ravi K.',
      phone_number: '9123456789',
      trainer_or_staff: 'Trainer',
      blood_group: 'O-',
    };
    expect(await saved(typed)).toMatchObject(edited);
    expect(await saved(earlier)).toMatchObject(edited);
  });

  it('takes the typed form as JSON too, numbers as numbers', async () => {
    const response = await ctx.send('POST', '/members/add_trainer_staff', {
      name: 'Meera',
      phone: '9000000001',
      role: 'Staff',
      age: 40,
      weight: 61.5,
      blood_group: 'AB+',
    });
    expect(response.statusCode).toBe(201);
    expect(await saved(response.json().id)).toMatchObject({
      user: 'Meera',
      trainer_or_staff: 'Staff',
      age: 40,
      weight: 61.5,
    });
  });

  it.each([
    ['an unknown role', { role: 'Manager' }, 'Trainer or staff must be one of: Trainer, Staff'],
    ['an age of 13', { age: '13' }, 'Age must be at least 14'],
    ['a weight in words', { weight: 'heavy' }, 'Weight must be a number'],
    ['no name', { name: '' }, 'Name is required'],
  ])('refuses %s under the typed names, storing nothing', async (_, fields, message) => {
    const response = await ctx.staff.add({ ...typedTrainer, ...fields });
    expect([response.statusCode, response.json()]).toEqual([400, { status: 'failed', message }]);
    expect(await ctx.staff.count()).toBe(0);
  });
});
