// Jest's runtime (jest-runtime), with V8's compiled code of each module kept for the later test
// files of the same worker. Jest gives every test file a module registry of its own, so a worker
// compiles the same modules again for each file (Fastify, Kysely and the whole API for every API
// file; React and the screens for every screen file). Given the code V8 compiled the first time
// (`cachedData`), a later file's compile reads it back instead of parsing the source again: 13
// typical API files in band spent 1.9 CPU-s of 14.6 compiling, and 0.8 of 13.2 with the cache.
//
// Only how a module is compiled changes, never how it runs: each file still evaluates every module
// afresh in its own context, and the cache serves a module only when its source is the very same
// string. Modules whose source holds `import(` are compiled as Jest does: on Node 20, a function
// compiled from cached code loses the callback that its dynamic imports go through.
//
// jest-runtime 30 compiles through a helper of its own, not a method a subclass could override:
// it calls `compileFunction` of `node:vm` each time it compiles a module, which this worker
// process's copy of the function is replaced for, once, when Jest loads this runtime.
const vm = require('node:vm');
const Runtime = require('jest-runtime').default;

const compileFunction = vm.compileFunction;
/** Per worker process: file name → the source compiled and V8's code for it. */
const compiled = new Map();

function compileWithCache(code, params, options) {
  const filename = options?.filename;
  if (!filename || !options.parsingContext || options.cachedData || code.includes('import('))
    return compileFunction(code, params, options);
  const cached = compiled.get(filename);
  if (cached?.source === code)
    return compileFunction(code, params, { ...options, cachedData: cached.data });
  const fn = compileFunction(code, params, { ...options, produceCachedData: true });
  if (fn.cachedData) compiled.set(filename, { source: code, data: fn.cachedData });
  return fn;
}

if (vm.compileFunction === compileFunction) vm.compileFunction = compileWithCache;

module.exports = class CodeCacheRuntime extends Runtime {};
