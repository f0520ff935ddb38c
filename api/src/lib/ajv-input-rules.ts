import { isDateInRange, isEmail, isPlainLine, isPlainText } from '../schemas/input-rules';

// Plain decimal digits only: no hex, exponents, spaces, "Infinity" or "NaN".
const DIGITS = { integer: /^-?\d+$/, number: /^-?\d+(\.\d+)?$/ } as const;
type Kind = keyof typeof DIGITS;

interface DataContext {
  parentData?: Record<string | number, unknown>;
  parentDataProperty?: string | number;
}

type Validate = ((data: unknown, cxt?: DataContext) => boolean) & { errors?: object[] | null };

/** The part of Ajv this plugin uses (Ajv is Fastify's, not a dependency of ours). */
interface AjvLike {
  addKeyword(definition: {
    keyword: string;
    schemaType: string;
    modifying: boolean;
    errors: boolean;
    compile: (kind: Kind) => Validate;
  }): unknown;
  addFormat(name: string, format: (value: string) => boolean): unknown;
}

/**
 * Ajv additions for `schemas/common.ts`: the `fromText` keyword, which turns text written in plain
 * decimal digits into the number it names and refuses any other text, and the text formats.
 */
export function ajvInputRules(ajv: AjvLike): AjvLike {
  ajv.addKeyword({
    keyword: 'fromText',
    schemaType: 'string',
    modifying: true,
    errors: true,
    compile(kind) {
      const validate: Validate = (data, cxt) => {
        if (typeof data !== 'string') return true;
        const value = Number(data);
        const owner = cxt?.parentData;
        if (
          !DIGITS[kind].test(data) ||
          !Number.isFinite(value) ||
          !owner ||
          cxt.parentDataProperty === undefined
        ) {
          validate.errors = [
            {
              keyword: 'fromText',
              params: { type: kind },
              message: `must be ${kind === 'integer' ? 'a whole number' : 'a number'}`,
            },
          ];
          return false;
        }
        owner[cxt.parentDataProperty] = value;
        return true;
      };
      return validate;
    },
  });
  ajv.addFormat('line', isPlainLine);
  ajv.addFormat('text', isPlainText);
  ajv.addFormat('email', isEmail);
  ajv.addFormat('day', isDateInRange);
  return ajv;
}
