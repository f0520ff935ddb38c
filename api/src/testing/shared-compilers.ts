import diagnostics from 'node:diagnostics_channel';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';

// Fastify's own default compilers (its dependencies, so loaded from where Fastify is).
const fromFastify = createRequire(require.resolve('fastify'));
const validators = fromFastify('@fastify/ajv-compiler')();
const serializers = fromFastify('@fastify/fast-json-stringify-compiler')();

type Compile = (route: { schema: object }) => unknown;
const serialize = new WeakMap<object, unknown>();

/**
 * The validators this Jest worker's test apps compiled so far, by what their schema says
 * (worker/environment.cjs keeps the map across test files). A validator is Ajv's code for one
 * schema and the app's own keywords (lib/ajv-input-rules.ts), the same in every file; what it
 * reads and corrects is the request's data, and what it answers is plain data (true, or errors).
 */
const compiledInWorker: Map<string, unknown> =
  (globalThis as { [key: symbol]: { validators: Map<string, unknown> } | undefined })[
    Symbol.for('spotter.test-worker.modules')
  ]?.validators ?? new Map();

/**
 * Fastify's default validator and serializer compilers, made once for a test file instead of
 * once per app: compiling every route's schemas was half of building a test app. Validators are
 * kept for the whole worker (above); serializers for the file, per schema. Every test app is
 * built with the same options, so one set of compilers suits them all.
 */
const compilersFactory = {
  buildValidator(externalSchemas: unknown, options: { customOptions?: unknown }) {
    const compile: Compile = validators(externalSchemas, options);
    const setting = JSON.stringify([externalSchemas, options.customOptions]);
    return (route: { schema: object }) => {
      const key = `${setting}${JSON.stringify(route.schema)}`;
      if (!compiledInWorker.has(key)) compiledInWorker.set(key, compile(route));
      return compiledInWorker.get(key);
    };
  },
  buildSerializer(externalSchemas: unknown, options: unknown) {
    const compile: Compile = serializers(externalSchemas, options);
    return (route: { schema: object }) => {
      if (!serialize.has(route.schema)) serialize.set(route.schema, compile(route));
      return serialize.get(route.schema);
    };
  },
};

const initialization = diagnostics.channel('fastify.initialization');
const share = (message: unknown) =>
  (message as { fastify: FastifyInstance }).fastify.setSchemaController({
    compilersFactory,
  } as Parameters<FastifyInstance['setSchemaController']>[0]);

/** Runs `build`, giving the Fastify instances it creates this file's shared compilers. */
export async function withSharedCompilers<T>(build: () => Promise<T>): Promise<T> {
  initialization.subscribe(share);
  try {
    return await build();
  } finally {
    initialization.unsubscribe(share);
  }
}
