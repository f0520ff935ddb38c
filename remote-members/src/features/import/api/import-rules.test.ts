import { apiImportRules } from '@spotter/shared/testing';
import {
  IMPORT_FIELD_KEYS,
  IMPORT_FIELDS,
  IMPORT_LIMITS,
  REQUIRED_FIELDS,
  TOO_LARGE,
} from './import-rules';

test("the fields, their order, the limits and the size message are the API's own", () => {
  expect(Object.entries(IMPORT_FIELDS)).toEqual(Object.entries(apiImportRules.IMPORT_FIELDS));
  expect(IMPORT_FIELD_KEYS).toEqual(Object.keys(apiImportRules.IMPORT_FIELDS));
  expect(REQUIRED_FIELDS).toEqual(apiImportRules.REQUIRED_IMPORT_FIELDS);
  expect(IMPORT_LIMITS).toEqual(apiImportRules.IMPORT_LIMITS);
  expect(TOO_LARGE).toBe(apiImportRules.IMPORT_MESSAGES.tooLarge);
});
