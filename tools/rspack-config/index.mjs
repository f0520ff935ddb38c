import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { rspack } from '@rspack/core';
import CompressionPlugin from 'compression-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { lateSharedDependencies, sharedDependencies } from './shared-deps.mjs';
import { manifestWithBuild } from './declaration.mjs';
import { DECLARATION_SCHEMA, appPackage, runtimeVersion } from './versions.mjs';
import { compileHints } from './compile-hints.mjs';
import workspaceRemotes from '../../remotes.json' with { type: 'json' };

export { lateSharedDependencies, sharedDependencies };
export { checkFirstRequests, readPlainModule } from './declaration.mjs';

const SERVER_ONLY = fileURLToPath(new URL('./server-only.mjs', import.meta.url));
const STANDALONE_TEMPLATE = fileURLToPath(new URL('./standalone.html', import.meta.url));

/**
 * The workspace's remote (remotes.json: name, folder, port) built from `dir`, if it is one: its
 * package is named after its folder, wherever it is built (a copy of it too).
 */
function workspaceRemoteIn(dir) {
  const { name } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return workspaceRemotes.find(({ folder }) => folder === name);
}

// Every text asset, HTML and manifests included; source maps stay raw (only DevTools fetch them).
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;

/**
 * Brotli and gzip copies of every text asset, made once at build time so the servers send them
 * (`@fastify/static`'s `preCompressed`) without compressing on each request.
 */
const precompress = () => [
  new CompressionPlugin({
    test: COMPRESSIBLE,
    filename: '[path][base].gz',
    algorithm: 'gzip',
    compressionOptions: { level: 9 },
  }),
  new CompressionPlugin({
    test: COMPRESSIBLE,
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
  }),
];

const API_TARGET = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 4000}`;

/**
 * Builds the rspack configuration of one federated app.
 * @param {object} options
 * @param {string} options.dir       the app's folder (its package.json is read by the MF plugin)
 * @param {string} [options.name]    federation name, a valid JS identifier; a workspace remote's
 *        is its name in remotes.json (the name the host's server knows it by)
 * @param {number} [options.port]    dev-server port; a workspace remote's is its port in remotes.json
 * @param {Record<string,string>} [options.exposes]  remotes only
 * @param {string} [options.declaration]  remotes only: the file exporting the section's
 *        `declaration` (prefixes, sidebar entries), written into mf-manifest.json for the host
 * @param {boolean} [options.host]   true for the shell that consumes the remotes
 * @param {Record<string, (req: import('node:http').IncomingMessage) => unknown>} [options.devJson]
 *        extra dev-server routes answering JSON, by path
 */
export function createAppConfig({
  dir,
  name = workspaceRemoteIn(dir)?.name,
  port = workspaceRemoteIn(dir)?.port,
  exposes,
  declaration,
  host = false,
  devJson = {},
}) {
  if (!name) throw new Error(`${dir}: not in remotes.json, so its rspack config must name it`);
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const shared = sharedDependencies(dir);
    return {
      context: dir,
      mode: production ? 'production' : 'development',
      // Production maps are written beside the bundles but not named in them: the servers serve
      // them only when SOURCE_MAPS=public asks (tools/static-server), with a SourceMap header.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(dir, 'dist'),
        // The host owns the page URL, so its chunks resolve from the root; remotes resolve their
        // chunks from wherever their remoteEntry.js was loaded.
        publicPath: host ? '/' : 'auto',
        uniqueName: name,
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
              },
              env: { targets: 'chrome >= 109, firefox >= 115, safari >= 16' },
            },
            type: 'javascript/auto',
          },
          { test: /\.(png|jpe?g|gif|svg|webp)$/i, type: 'asset/resource' },
          {
            // react-router's server runtime only (see server-only.mjs).
            issuer: /[\\/]node_modules[\\/].*[\\/]react-router[\\/]dist[\\/]/,
            resolve: { alias: { cookie: SERVER_ONLY, 'set-cookie-parser': SERVER_ONLY } },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(host ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          // One strategy for every app (mixing them can silently use a local copy, core PR #5062):
          // a library already loaded, the host's, wins over a newer copy a remote brings.
          shareStrategy: 'loaded-first',
          shared,
          // What the build was made with (every app), and a remote's section declaration with
          // the versions it needs: docs/architecture.md "Versions and compatibility".
          manifest: manifestWithBuild({
            dir,
            declaration: declaration && path.join(dir, declaration),
            externalRuntime: production && !host,
          }),
          dts: false,
          // In production the host hands its federation runtime to the remotes instead of every
          // remoteEntry.js bundling its own copy (measured by `pnpm bench:bundle`). Dev builds keep
          // their own runtime so a remote still runs standalone in its team's shell. That runtime
          // is the browser's alone (`target: 'web'`): without it, the code that loads a remote in
          // Node comes too (2.1 KB gzip of the login page's `main`).
          ...(production
            ? {
                experiments: {
                  ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }),
                  optimization: { target: 'web' },
                },
              }
            : {}),
        }),
        // What the host provides to the remotes it loads, for its compatibility check
        // (host/src/features/remotes/compatibility.ts).
        ...(host
          ? [
              new rspack.DefinePlugin({
                __SPOTTER_HOST__: JSON.stringify({
                  version: appPackage(dir).version,
                  schemas: Array.from({ length: DECLARATION_SCHEMA }, (_, i) => i + 1),
                  shared: Object.fromEntries(
                    Object.entries(shared).map(([key, { version }]) => [key, version]),
                  ),
                  runtime: production ? runtimeVersion(dir) : null,
                }),
              }),
            ]
          : []),
        // A remote's page is only its team's standalone shell: one template serves all four.
        new rspack.HtmlRspackPlugin(
          host
            ? { template: path.join(dir, 'index.html') }
            : {
                template: STANDALONE_TEMPLATE,
                title: `Spotter · ${name} (standalone)`,
                excludeChunks: [name],
              },
        ),
        ...(production ? [compileHints(), ...precompress()] : []),
      ],
      optimization: { minimize: production },
      performance: { hints: false },
      lazyCompilation: false,
      devServer: {
        port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // xfwd appends the real client address, the only one the API believes (TRUST_PROXY).
        proxy: [
          { context: ['/api'], target: API_TARGET, pathRewrite: { '^/api': '' }, xfwd: true },
        ],
        setupMiddlewares: (middlewares) => {
          for (const [route, answer] of Object.entries(devJson)) {
            middlewares.unshift({
              name: route,
              path: route,
              middleware: (req, res) => {
                res.setHeader('Content-Type', 'application/json');
                res.setHeader('Cache-Control', 'no-cache');
                res.end(JSON.stringify(answer(req)));
              },
            });
          }
          return middlewares;
        },
      },
    };
  };
}
