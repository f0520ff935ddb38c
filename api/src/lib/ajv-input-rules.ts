import {
  EMAIL_RULE,
  isDateInRange,
  isEmail,
  isPhone,
  isPlainLine,
  isPlainText,
  MONEY_MAX,
  NAME_RULES,
  PHONE_RULE,
  readName,
  readPhone,
  rupeesFromText,
  storedId,
} from '../schemas/input-rules';

// Plain decimal digits only: no hex, exponents, spaces, "Infinity" or "NaN".
const DIGITS = { integer: /^-?\d+$/, number: /^-?\d+(\.\d+)?$/ } as const;
/** What `fromText` reads: a number in digits, or a flag written `true` or `false`. */
type Kind = keyof typeof DIGITS | 'boolean';
const FLAGS: Record<string, boolean> = { true: true, false: false };

/** The value `text` names as a `kind`, or undefined when it names none. */
function fromText(kind: Kind, text: string): number | boolean | undefined {
  if (kind === 'boolean') return FLAGS[text];
  const value = Number(text);
  return DIGITS[kind].test(text) && Number.isFinite(value) ? value : undefined;
}
const KIND_WORDS: Record<Kind, string> = {
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
};

/**
 * The typed text rules (`textRule`, see `schemas/common.ts`): how the text is tidied before it is
 * judged and stored, and the rule it must then follow.
 */
const TEXT_RULES = {
  /** Every phone is stored as `readPhone` reads it: "+91 98220 11223" as "9822011223". */
  phone: {
    tidy: (text: string) => readPhone(text) ?? text,
    test: isPhone,
    message: PHONE_RULE.message,
  },
  email: { tidy: (text: string) => text.trim(), test: isEmail, message: EMAIL_RULE.message },
} as const;
type TextRule = keyof typeof TEXT_RULES;

/** Whole rupees (`rupees`, see `schemas/common.ts`): the least amount, and whether "1500" is read as 1500. */
interface RupeesRule {
  minimum: number;
  fromText: boolean;
}

interface DataContext {
  parentData?: Record<string | number, unknown>;
  parentDataProperty?: string | number;
}

type Validate = ((data: unknown, cxt?: DataContext) => boolean) & { errors?: object[] | null };

/** The part of Ajv this plugin uses (Ajv is Fastify's, not a dependency of ours). */
interface AjvLike {
  addKeyword(definition: {
    keyword: string;
    type?: string;
    post?: boolean;
    schemaType: string | string[];
    modifying?: boolean;
    errors?: boolean;
    /** Left out: the keyword only annotates the schema (plugins/errors.ts reads it). */
    compile?: (schema: never, parentSchema: object) => Validate;
  }): unknown;
  addFormat(name: string, format: (value: string) => boolean): unknown;
}
type KeywordDefinition = Parameters<AjvLike['addKeyword']>[0];

/**
 * Ajv's `verbose` errors carry the schema that holds the broken rule (`parentSchema`), where
 * plugins/errors.ts finds the field's own words; Ajv adds it to the errors of its own keywords
 * only, so those of ours carry it themselves.
 */
function withParentSchema({ compile, ...definition }: KeywordDefinition): KeywordDefinition {
  if (!compile) return definition;
  return {
    ...definition,
    compile: (schema, parentSchema) => {
      const check = compile(schema, parentSchema);
      const validate: Validate = (data, cxt) => {
        const valid = check(data, cxt);
        if (!valid) validate.errors = check.errors?.map((error) => ({ ...error, parentSchema }));
        return valid;
      };
      return validate;
    },
  };
}

/**
 * A keyword that may replace the value it checks: `read` gives the value to keep (the same or a
 * new one), or undefined to refuse it with `error`. Only a property's value can be replaced, so a
 * new value without a parent is refused.
 */
function replacing<Schema>(
  read: (schema: Schema) => (data: unknown) => unknown,
  error: (schema: Schema) => object,
) {
  return (schema: Schema): Validate => {
    const readValue = read(schema);
    const validate: Validate = (data, cxt) => {
      const value = readValue(data);
      if (value === data) return true;
      const owner = cxt?.parentData;
      if (value === undefined || !owner || cxt.parentDataProperty === undefined) {
        validate.errors = [error(schema)];
        return false;
      }
      owner[cxt.parentDataProperty] = value;
      return true;
    };
    return validate;
  };
}

/**
 * Ajv additions for `schemas/common.ts`: the `fromText` keyword, which turns text written in plain
 * decimal digits into the number it names and refuses any other text; `rupees`, which does the
 * same for amounts of money and holds them to the money rule; `textRule`, which tidies typed text
 * (a phone, an e-mail) and holds it to its rule; `name`, which stores a name composed (NFC) and
 * refuses one that shows nothing or turns its text around; `recordId`, which reads an id no
 * column can hold as one no record has; `decimals`, how many digits a number may have after its
 * point; `errorMessage`, the words of a field's refusals (read by plugins/errors.ts); and the
 * text formats.
 */
export function ajvInputRules(ajvItself: AjvLike): AjvLike {
  const ajv = {
    addKeyword: (definition: KeywordDefinition) =>
      ajvItself.addKeyword(withParentSchema(definition)),
    addFormat: ajvItself.addFormat.bind(ajvItself),
  };
  ajv.addKeyword({
    keyword: 'fromText',
    schemaType: 'string',
    modifying: true,
    errors: true,
    compile: replacing(
      (kind: Kind) => (data) => (typeof data === 'string' ? fromText(kind, data) : data),
      (kind) => ({
        keyword: 'fromText',
        params: { type: kind },
        message: `must be ${KIND_WORDS[kind]}`,
      }),
    ),
  });
  ajv.addKeyword({
    keyword: 'rupees',
    schemaType: 'object',
    modifying: true,
    errors: true,
    compile: replacing(
      ({ minimum, fromText }: RupeesRule) =>
        (data) => {
          const amount = fromText && typeof data === 'string' ? rupeesFromText(data) : data;
          const whole = typeof amount === 'number' && Number.isInteger(amount);
          return whole && amount >= minimum && amount <= MONEY_MAX ? amount : undefined;
        },
      ({ minimum }) => ({ keyword: 'rupees', params: { minimum } }),
    ),
  });
  // After the string's own keywords (`required` text is judged by minLength and pattern first).
  ajv.addKeyword({
    keyword: 'textRule',
    type: 'string',
    schemaType: 'string',
    modifying: true,
    errors: true,
    compile: replacing(
      (name: TextRule) => (data) => {
        const text = data as string;
        // Empty is "not given": whether it may be is for the field's `required` to say.
        if (text.trim() === '') return text.trim();
        const tidy = TEXT_RULES[name].tidy(text);
        return TEXT_RULES[name].test(tidy) ? tidy : undefined;
      },
      (name) => ({
        keyword: 'textRule',
        params: { rule: name },
        message: TEXT_RULES[name].message,
      }),
    ),
  });
  // After the string's own keywords and formats, like textRule.
  ajv.addKeyword({
    keyword: 'name',
    type: 'string',
    schemaType: 'boolean',
    modifying: true,
    errors: true,
    compile: () => {
      const validate: Validate = (data, cxt) => {
        const read = readName(data as string);
        const owner = cxt?.parentData;
        if ('broken' in read || !owner || cxt.parentDataProperty === undefined) {
          const rule = 'broken' in read ? read.broken : 'blank';
          validate.errors = [{ keyword: 'name', params: { rule }, message: NAME_RULES[rule] }];
          return false;
        }
        owner[cxt.parentDataProperty] = read.name;
        return true;
      };
      return validate;
    },
  });
  // `post`: after fromText, minimum and maximum have read and bounded the number.
  ajv.addKeyword({
    keyword: 'recordId',
    post: true,
    schemaType: 'boolean',
    modifying: true,
    errors: true,
    compile: replacing(
      () => (data) => (typeof data === 'number' ? storedId(data) : data),
      () => ({ keyword: 'recordId', params: {}, message: 'must be a whole number' }),
    ),
  });
  // `post`, like recordId: the number as fromText read it, within its bounds.
  ajv.addKeyword({
    keyword: 'decimals',
    post: true,
    schemaType: 'number',
    errors: true,
    compile: (places: number) => {
      const written = new RegExp(`^-?\\d+(\\.\\d{1,${places}})?$`);
      const validate: Validate = (data) => {
        if (typeof data !== 'number' || written.test(String(data))) return true;
        validate.errors = [
          {
            keyword: 'decimals',
            params: { places },
            message: `must have at most ${places} decimals`,
          },
        ];
        return false;
      };
      return validate;
    },
  });
  // Words only: a field's refusal, one text or one per rule (schemas/common.ts, `Worded`).
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: ['string', 'object'] });
  ajv.addFormat('line', isPlainLine);
  ajv.addFormat('text', isPlainText);
  ajv.addFormat('day', isDateInRange);
  return ajvItself;
}
