/**
 * V8's explicit compile hint (Chrome 136+): a script that starts with this comment has all its
 * functions compiled eagerly, on a background thread while it streams in, instead of lazily on
 * the main thread the first time each is called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Client scripts the browser loads: the framework, the app's shared code, layouts and pages. */
const CLIENT_CHUNK = /^static\/chunks\/.+\.js$/;

/** The slice of webpack's API this plugin uses (Next hands its bundled webpack to the config). */
type Webpack = {
  Compilation: { PROCESS_ASSETS_STAGE_DEV_TOOLING: number };
  sources: { ConcatSource: new (...parts: unknown[]) => unknown };
};
type Compilation = {
  getAssets(): Array<{ name: string }>;
  updateAsset(name: string, update: (source: unknown) => unknown): void;
  hooks: {
    processAssets: {
      tap(options: { name: string; stage: number }, run: () => void): void;
    };
  };
};
type Compiler = {
  webpack: Webpack;
  hooks: { thisCompilation: { tap(name: string, run: (compilation: Compilation) => void): void } };
};

/**
 * Marks the browser's JavaScript chunks with V8's compile hint. Starting a page runs most of
 * React's and the app router's code at once (module set-up, then hydration); compiled lazily,
 * that was one 40–55 ms main-thread task on every page load, the longest of the start-up. With
 * the hint V8 compiles it while the file downloads, off the main thread. The comment is added
 * after minification, which would strip it.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING },
        () => {
          for (const { name } of compilation.getAssets()) {
            if (!CLIENT_CHUNK.test(name)) continue;
            compilation.updateAsset(
              name,
              (source) => new sources.ConcatSource(COMPILE_HINT, source),
            );
          }
        },
      );
    });
  }
}
