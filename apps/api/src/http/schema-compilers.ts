import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type Serializer = (value: unknown) => string;

/**
 * Fastify's own schema compilers (Ajv for what comes in, fast-json-stringify for what goes out),
 * keeping what they compiled for every app built with them: a schema object of the contract is
 * compiled once per process instead of once per app, and once per route instead of once per
 * status (each route's answer is declared for its status and for `2xx`). Fastify makes new
 * compilers for each app; a test worker builds dozens of apps, each spending most of its start-up
 * compiling the same schemas again (2026-12-05: about 0.5 of a test server's 0.6 CPU-s).
 * Validators and serializers keep no state between calls, so apps can share them.
 */
export function sharedSchemaCompilers(): CompilersFactory {
  // Pools one Ajv per set of options and external schemas; Ajv keeps each schema object's validator.
  const buildValidator = AjvCompiler();
  const serializerFactory = SerializerSelector();
  const serializersByOptions = new Map<string, WeakMap<object, Serializer>>();
  const buildSerializer: CompilersFactory['buildSerializer'] = (externalSchemas, options) => {
    const compile = serializerFactory(externalSchemas, options);
    const key = JSON.stringify([externalSchemas, options]);
    const serializers = serializersByOptions.get(key) ?? new WeakMap<object, Serializer>();
    serializersByOptions.set(key, serializers);
    return (route) => {
      const schema = route.schema as object;
      const known = serializers.get(schema);
      if (known) return known;
      const serializer = compile(route);
      serializers.set(schema, serializer);
      return serializer;
    };
  };
  return { buildValidator, buildSerializer };
}
