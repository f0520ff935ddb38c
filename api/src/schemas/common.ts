import { Type } from 'typebox';
import { EMAIL_MAX } from './input-rules';

/**
 * The building blocks every route schema uses for what clients type. Ajv's own type coercion is
 * off (see `ajv-input-rules.ts`): a number may arrive as a JSON number or, from a form or a query
 * string, as plain decimal digits, and nothing else becomes a number.
 */

interface Range {
  minimum: number;
  maximum: number;
}

/** A whole number from `minimum` to `maximum`: `30` or `"30"`, never `"0x1e"`, `"3e1"` or `"Infinity"`. */
export const WholeNumber = ({ minimum, maximum }: Range) =>
  Type.Unsafe<number>({ type: ['integer', 'string'], fromText: 'integer', minimum, maximum });

/** A number from `minimum` to `maximum`, with decimals allowed: `72.5` or `"72.5"`. */
export const DecimalNumber = ({ minimum, maximum }: Range) =>
  Type.Unsafe<number>({ type: ['number', 'string'], fromText: 'number', minimum, maximum });

/** A database id in a URL. */
export const Id = Type.Object({ id: WholeNumber({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });

interface TextOptions {
  maxLength: number;
  /** At least one non-space character. */
  required?: boolean;
}

const requiredText = (required: boolean | undefined) => (required ? { minLength: 1, pattern: '\\S' } : {});

/** One line of text without control characters (names, phones, places, searches). */
export const Line = ({ maxLength, required }: TextOptions) =>
  Type.String({ maxLength, ...requiredText(required), format: 'line' });

/** Text that may span lines (descriptions): tabs and line breaks, no other control characters. */
export const Text = ({ maxLength, required }: TextOptions) =>
  Type.String({ maxLength, ...requiredText(required), format: 'text' });

/** An e-mail address as `isEmail` reads it. */
export const Email = () => Type.String({ maxLength: EMAIL_MAX, format: 'email' });
