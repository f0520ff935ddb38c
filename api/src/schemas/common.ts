import { Type, type Static, type TProperties, type TSchema, type TUnsafe } from 'typebox';
import { DATE_RANGE, EMAIL_MAX, EMAIL_RULE, MONEY_MAX, PHONE_RULE } from './input-rules';

/**
 * The building blocks every route schema uses for what clients type. Ajv's own type coercion is
 * off (see `lib/ajv-input-rules.ts`): a number may arrive as a JSON number or, from a form or a query
 * string, as plain decimal digits, and nothing else becomes a number.
 */

/**
 * How a field's refusals are worded (plugins/errors.ts), where the words made from its wire name
 * would not do. `title`: the field's name in them ("Joining day" for `joining_date`, "Fee" for
 * `total_fee`). `errorMessage`: the refusal's whole text, one whatever rule the value broke, or
 * one per rule (`{ required: '…', _: '…' }`, `_` for every rule not named; the rules are Ajv's
 * keywords and ours: `required`, `type`, `fromText`, `minimum`, `format`, `rupees`…).
 */
export interface Worded {
  title?: string;
  errorMessage?: string | Record<string, string>;
}

interface Range extends Worded {
  minimum: number;
  maximum: number;
}

/** A whole number from `minimum` to `maximum`: `30` or `"30"`, never `"0x1e"`, `"3e1"` or `"Infinity"`. */
export const WholeNumber = ({ minimum, maximum, ...worded }: Range) =>
  Type.Unsafe<number>({
    type: ['integer', 'string'],
    fromText: 'integer',
    minimum,
    maximum,
    ...worded,
  });

/**
 * A number from `minimum` to `maximum`, with decimals allowed: `72.5` or `"72.5"`; with
 * `decimals`, at most that many after the point.
 */
export const DecimalNumber = ({
  minimum,
  maximum,
  decimals,
  ...worded
}: Range & { decimals?: number }) =>
  Type.Unsafe<number>({
    type: ['number', 'string'],
    fromText: 'number',
    minimum,
    maximum,
    ...(decimals === undefined ? {} : { decimals }),
    ...worded,
  });

/** Yes or no: `true` or `false`, as JSON or, from a form, as that text. */
export const Flag = (worded: Worded = {}) =>
  Type.Unsafe<boolean>({ type: ['boolean', 'string'], fromText: 'boolean', ...worded });

interface TextOptions extends Worded {
  maxLength: number;
  /** At least one non-space character. */
  required?: boolean;
}

const requiredText = (required: boolean | undefined) =>
  required ? { minLength: 1, pattern: '\\S' } : {};

/** One line of text without control characters (names, phones, places, searches). */
export const Line = ({ maxLength, required, ...worded }: TextOptions) =>
  Type.String({ maxLength, ...requiredText(required), format: 'line', ...worded });

/** Text that may span lines (descriptions): tabs and line breaks, no other control characters. */
export const Text = ({ maxLength, required, ...worded }: TextOptions) =>
  Type.String({ maxLength, ...requiredText(required), format: 'text', ...worded });

/**
 * A name (a member's, plan's, trainer's, enquiry's or role's): one line, stored composed (NFC),
 * refused when it shows nothing or holds controls that turn its text around (`readName`,
 * `input-rules.ts`).
 */
export const Name = ({ maxLength, required, ...worded }: TextOptions) =>
  Type.String({ maxLength, ...requiredText(required), format: 'line', name: true, ...worded });

/** A real calendar day written YYYY-MM-DD, within DATE_RANGE (`schemas/input-rules.ts`). */
export const Day = () => Type.String({ maxLength: 10, format: 'day' });

/**
 * A day as `Day` takes it, refused in two words: one that is not a real date written YYYY-MM-DD
 * ("Leave date must be a real date written YYYY-MM-DD"), and one outside DATE_RANGE ("… must be
 * between 1900-01-01 and 2100-12-31"). The member form's dates.
 */
export const CalendarDay = (worded: Worded = {}) =>
  Type.String({
    format: 'date',
    formatMinimum: DATE_RANGE.first,
    formatMaximum: DATE_RANGE.last,
    ...worded,
  });

/*
 * Typed text with a rule (`textRule`, `lib/ajv-input-rules.ts`): trimmed (a phone is read by the
 * one phone rule, `readPhone`: its spaces, dashes, brackets and +91 or 0 prefix left out) and
 * stored so, and when not empty held to the rule, whose one message is the refusal. Empty is "not
 * given", refused only when `required`.
 */

/** An e-mail address as `isEmail` reads it. */
export const Email = ({ required }: { required?: boolean } = {}) =>
  Type.String({
    maxLength: EMAIL_MAX,
    ...requiredText(required),
    textRule: 'email',
    description: EMAIL_RULE.message,
  });

/** A phone number as `readPhone` reads it, stored so ("+91 98220 11223" as "9822011223"). */
export const Phone = ({ maxLength, required, ...worded }: TextOptions) =>
  Type.String({
    maxLength,
    ...requiredText(required),
    format: 'line',
    textRule: 'phone',
    description: PHONE_RULE.message,
    ...worded,
  });

/**
 * An amount of money: whole rupees from `minimum` to MONEY_MAX, refused with the one money message
 * (`rupees`, `lib/ajv-input-rules.ts`). A JSON number; `fromText` also reads "1500" (forms, query strings).
 */
export const Rupees = ({
  minimum = 0,
  fromText = false,
  ...worded
}: { minimum?: number; fromText?: boolean } & Worded = {}) =>
  Type.Unsafe<number>({
    rupees: { minimum, fromText },
    description: `Whole rupees from ${minimum} to ${MONEY_MAX}${fromText ? ', as a number or in digits' : ''}`,
    ...worded,
  });

/** The blood groups a member or trainer may have. */
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export type BloodGroup = (typeof BLOOD_GROUPS)[number];

/** How money was received. Adding or editing a member records cash; a payment or renewal may use any. */
export const PAYMENT_METHODS = ['cash', 'upi', 'card', 'bank'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
// An enum, not a union of mapped literals: TypeBox types the mapped union as `never`.
export const PaymentMethodSchema = Type.Enum([...PAYMENT_METHODS]);

/**
 * A record's id, in a URL, a body or a query: `12`, or `"12"` unless `fromText` is false, up to
 * 2^53 − 1. One above ID_MAX (`input-rules.ts`), which no column holds, is read as an id no
 * record has (`recordId`, `lib/ajv-input-rules.ts`): the route answers it as any unknown id.
 */
export const RecordId = ({ fromText = true, ...worded }: { fromText?: boolean } & Worded = {}) =>
  Type.Unsafe<number>({
    ...(fromText ? { type: ['integer', 'string'], fromText: 'integer' } : { type: 'integer' }),
    minimum: 1,
    maximum: Number.MAX_SAFE_INTEGER,
    recordId: true,
    ...worded,
  });

/** The record a URL names: `/…/:id`, a database id. */
export const IdParams = Type.Object({ id: RecordId() });
export type IdParams = Static<typeof IdParams>;

/** A successful answer: `status: 'success'` beside `fields` (the rule every screen judges by). */
export const succeeded = <T extends TProperties>(fields: T) =>
  Type.Object({ status: Type.Literal('success'), ...fields });

/** A successful write: its `message` for the admin beside `fields`. */
export const saved = <T extends TProperties>(fields: T) =>
  succeeded({ message: Type.String(), ...fields });

/** A write that answers only that it happened: a delete, login, logout. */
export const Done = saved({});
export type Done = Static<typeof Done>;

/** Every refusal (4xx) and failure (5xx), whatever the route: the message is meant for the admin. */
export const Failed = Type.Object({ status: Type.Literal('failed'), message: Type.String() });
export type Failed = Static<typeof Failed>;

/** The paged form every list route answers besides its plain one: `?page=&page_size=&q=`. */
export const ListQuery = Type.Object({
  page: Type.Optional(WholeNumber({ minimum: 1, maximum: 1_000_000 })),
  page_size: Type.Optional(WholeNumber({ minimum: 1, maximum: 100 })),
  q: Type.Optional(Line({ maxLength: 100 })),
});
export type ListQuery = Static<typeof ListQuery>;

/**
 * A paged list's `?sort=`: one of its sortable keys for ascending order, or the key after `-` for
 * descending (docs/product/calls-and-messages.md §9). Left out, the list keeps its own order.
 */
export const SortParam = <K extends string>(keys: readonly K[]) =>
  Type.Optional(Type.Enum(keys.flatMap((key) => [key, `-${key}`])));

/** The paged form with `?sort=` over `keys`. */
export const SortedListQuery = <K extends string>(keys: readonly K[]) =>
  Type.Object({ ...ListQuery.properties, sort: SortParam(keys) });

/** One page of a list: its rows and how many match in all. */
export const pageOf = <Row extends TSchema>(row: Row) =>
  Type.Object({ data: Type.Array(row), total: Type.Integer() });
/** What `pageOf` validates, for a row type rather than a row schema (the screens' resource kit). */
export type Page<Row> = Static<ReturnType<typeof pageOf<TUnsafe<Row>>>>;
