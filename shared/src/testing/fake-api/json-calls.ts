import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';

// What the fake's route tests share: a JSON call through the stubbed fetch, and the checks on
// its answer against the API's schemas.

export const send = async (method: string, path: string, json?: object) => {
  const response = await fetch(path, {
    method,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: response.status, body: JSON.parse(await response.text()) as unknown };
};

/** Fails naming each place where `body` differs from `schema`. */
export const shaped = (schema: TSchema, body: unknown) =>
  expect([...Value.Errors(schema, body)].map((e) => `${e.instancePath} ${e.message}`)).toEqual([]);

export const message = (body: unknown) => (body as { message: string }).message;
