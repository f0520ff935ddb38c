import * as api from '@spotter/api/contract';
import { CONTACT_CHANNELS, CONTACT_OUTCOMES } from './contacts';

test("a contact's labels and their order are the API's own", () => {
  expect(Object.entries(CONTACT_CHANNELS)).toEqual(Object.entries(api.CONTACT_CHANNELS));
  expect(Object.entries(CONTACT_OUTCOMES)).toEqual(Object.entries(api.CONTACT_OUTCOMES));
});
