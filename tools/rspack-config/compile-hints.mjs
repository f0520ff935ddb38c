/**
 * Every production script starts with V8's explicit compile hint, `//# allFunctionsCalledOnLoad`
 * (Chrome 136 on): V8 then compiles all of the file's functions while it streams the file in, on a
 * background thread, instead of parsing each function again and compiling it on the main thread
 * the first time it is called. Nearly every function of the start-up files runs before a page's
 * first row (React, the router, the kit, the section's page), and on a counter tablet's slow CPU
 * the main thread is the bottleneck: at 4× CPU throttling the main thread's parse and compile
 * time before /users shows its first row fell from about 370 to about 130 ms
 * (docs/performance.md, `pnpm bench:first-screen`). Browsers without the hint read a comment.
 *
 * Added after minification (which would drop the comment) and before compression, so that the
 * .gz and .br files carry it too: the hint must be the file's first line.
 */
import { rspack } from '@rspack/core';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export const compileHints = () =>
  new rspack.BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    entryOnly: false,
    test: /\.js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
