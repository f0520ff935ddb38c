import { EXAMPLE_TRAINER } from '../routes/staff';
import { readPhone } from '../schemas/input-rules';
import { formPoster, type FormFields, type TestApp } from './test-app';

/**
 * A trainer's add form as the earlier product's clients send it (its name for the role,
 * `trainer_or_staff`): the add route's example as Ravi Kumar.
 */
export const trainer = (({ role, ...same }) => ({
  ...same,
  name: 'Ravi Kumar',
  trainer_or_staff: role,
}))(EXAMPLE_TRAINER);

/** The same trainer as the screens send it: the typed fields (`role`), as multipart text. */
export const typedTrainer = { ...EXAMPLE_TRAINER, name: 'Ravi Kumar' };

/**
 * A trainer's form as the API answers it back: wire names, numbers as numbers, no picture, at the
 * first branch (the form names none), the phone as stored (`readPhone`).
 */
export const asListed = ({ name, phone, age, weight, ...same }: typeof trainer) => ({
  user: name,
  phone_number: readPhone(phone),
  ...same,
  age: Number(age),
  weight: Number(weight),
  profile_picture: null,
  branch_id: 1,
});

/** A file part the way a browser sends it: bytes, a name and the type the browser claims. */
export const upload = (bytes: Buffer | string, name = 'photo.png', type = 'image/png') =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });

/**
 * Requests as the screens send them: multipart forms, with the signed-in admin's cookie. `query`
 * (`?branch=…`) names the branch a call acts at; without it, the account's first among several.
 */
export function staffClient(app: TestApp, cookie: string) {
  const post = formPoster(app, cookie);
  return {
    cookie,
    add: (fields: FormFields) => post('/members/add_trainer_staff', fields),
    edit: (id: number | string, fields: FormFields) =>
      post(`/members/edit_trainer_staff/${id}`, fields),
    get: (id: number | string, query = '') =>
      app.inject({ url: `/members/view_single_trainer_staff/${id}${query}`, headers: { cookie } }),
    list: (query = '') =>
      app.inject({ url: `/members/view_all_trainers_staff${query}`, headers: { cookie } }),
    remove: (id: number | string) =>
      app.inject({
        method: 'DELETE',
        url: `/members/delete_trainer_staff/${id}`,
        headers: { cookie },
      }),
    picture: (url: string) => app.inject({ url, headers: { cookie } }),
    count: async () =>
      (
        await app.db
          .selectFrom('trainers_staff')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
  };
}
