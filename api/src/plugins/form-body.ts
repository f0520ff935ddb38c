import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { TObject } from 'typebox';
import { badRequest } from '../lib/http-errors';
import { describeValidationError } from './errors';

/**
 * What the earlier product's multipart form of a write sends that its typed contract names
 * otherwise (docs/architecture.md, "One contract per form"): `renamed`, the earlier name of each
 * typed field (`fee` → `total_fee`); `retired`, the fields the contract no longer has, held to
 * this schema and then left out (the member form's `due`, which was always ignored).
 */
export interface EarlierForm {
  renamed?: Readonly<Record<string, string>>;
  retired?: TObject;
}

const isBlank = (value: unknown) => value === '' || (Buffer.isBuffer(value) && value.length === 0);

/**
 * A write's `preValidation`: reads its body into the typed schema that then validates it, JSON and
 * multipart alike. Text is trimmed, and an empty field is "not given" (left out), as an empty file
 * is. The earlier form's fields (`EarlierForm`) are read too, whatever the body's type (its
 * schema took them as JSON as well): under an earlier name, as the typed field it names (the
 * typed name wins when both are sent); a retired one checked, then dropped. Whether text is a
 * number, a date or a flag is for the schema to say (`fromText`, schemas/common.ts), not this.
 */
export const formBody =
  ({ renamed = {}, retired }: EarlierForm = {}) =>
  async (request: FastifyRequest) => {
    const { body } = request;
    if (!body || typeof body !== 'object' || Array.isArray(body) || Buffer.isBuffer(body)) return;
    const fields: Record<string, unknown> = {};
    for (const [name, sent] of Object.entries(body)) {
      const value = typeof sent === 'string' ? sent.trim() : sent;
      if (!isBlank(value)) fields[name] = value;
    }
    if (retired) {
      const names = Object.keys(retired.properties);
      const sent = Object.fromEntries(
        names.flatMap((name) => (Object.hasOwn(fields, name) ? [[name, fields[name]]] : [])),
      );
      const check = request.compileValidationSchema(retired, 'body');
      if (!check(sent))
        throw badRequest(
          describeValidationError((check.errors ?? []) as FastifySchemaValidationError[], 'body'),
        );
      for (const name of names) delete fields[name];
    }
    for (const [earlier, typed] of Object.entries(renamed)) {
      if (fields[typed] === undefined && fields[earlier] !== undefined)
        fields[typed] = fields[earlier];
      delete fields[earlier];
    }
    request.body = fields;
  };
