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
 * Fastify's default validator and serializer compilers, made once for a test file instead of
 * once per app: compiling every route's schemas was half of building a test app. Ajv already
 * keeps what it compiled per schema; serializers are kept here the same way. Every test app is
 * built with the same options, so one set of compilers suits them all.
 */
const compilersFactory = {
  buildValidator: validators,
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
