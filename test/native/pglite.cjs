// Filled in by test/native/pglite-environment.mjs; see there for why.
module.exports = globalThis.__pgliteModule;
