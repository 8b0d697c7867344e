// One webpack + Module Federation config for the shell (host) and every remote, so that shared
// singletons, loaders, minifier and output naming can never drift between apps.
//
//   // a remote (its name, port and exposed screens come from its remote.json):
//   module.exports = require('@atlas/shell-kit/build/federation').createRemoteConfig(__dirname);
//   // the host:
//   module.exports = createFederatedConfig({ name: 'shell', dir: __dirname, remote: false });
//
// See shell/README.md for how a remote is built, served and redeployed on its own.
const fs = require('fs');
const path = require('path');
const crypto = require('crypto');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
// webpack 5.111 ships minimizer-webpack-plugin (the successor of terser-webpack-plugin);
// its swc minifier builds in ~2 s where terser takes ~10 s (TOOLCHAIN.md).
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { readRemoteDeclaration, runtimeDeclaration } = require('./remote-declaration');

const SHARED_SINGLETONS = ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', '@atlas/shell-kit'];
const KIT_PACKAGE = require('../package.json');

function readPackage(dir) {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

/** The version range this app was written against, from its own package.json (or the installed one). */
function requiredVersionOf(pkg, dependency) {
  if (dependency === '@atlas/shell-kit') return `^${KIT_PACKAGE.version}`;
  const declared = { ...(pkg.peerDependencies || {}), ...(pkg.dependencies || {}) }[dependency];
  if (declared && declared !== '*') return declared;
  return `^${require(`${dependency}/package.json`).version}`;
}

function sharedSingletons(pkg) {
  const shared = {};
  for (const dependency of SHARED_SINGLETONS) {
    shared[dependency] = { singleton: true, requiredVersion: requiredVersionOf(pkg, dependency) };
  }
  // react-router-dom is provided as its client-side API only (see react-router-client.mjs).
  shared['react-router-dom'] = {
    ...shared['react-router-dom'],
    import: require.resolve('./react-router-client.mjs'),
    version: require('react-router-dom/package.json').version,
  };
  return shared;
}

/**
 * After emit: rename remoteEntry.js to remoteEntry.<contenthash>.js (webpack cannot hash the
 * federated entry's own filename) and write dist/atlas-remote.json, which the gateway turns into
 * /mf-manifest.json. A browser never caches a stale entry, and a redeploy is a file copy.
 */
class AtlasRemoteManifestPlugin {
  constructor({ name, version, declaration }) {
    this.name = name;
    this.version = version;
    this.declaration = declaration;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('AtlasRemoteManifestPlugin', async (compilation) => {
      if (compilation.errors.length > 0) return;
      const outputPath = compilation.outputOptions.path;
      const plainEntry = path.join(outputPath, 'remoteEntry.js');
      const source = await fs.promises.readFile(plainEntry);
      const hash = crypto.createHash('sha256').update(source).digest('hex').slice(0, 8);
      const entry = `remoteEntry.${hash}.js`;
      await fs.promises.rename(plainEntry, path.join(outputPath, entry));
      await rewriteFederationManifest(path.join(outputPath, 'mf-manifest.json'), entry);
      // The declaration travels with the build, so a remote deployed on its own brings its routes.
      const description = { name: this.name, version: `${this.version}+${hash}`, entry, ...runtimeDeclaration(this.declaration ?? {}) };
      await fs.promises.writeFile(path.join(outputPath, 'atlas-remote.json'), `${JSON.stringify(description, null, 2)}\n`);
    });
  }
}

/** Keep webpack's own mf-manifest.json truthful about the renamed entry. */
async function rewriteFederationManifest(file, entry) {
  let manifest;
  try {
    manifest = JSON.parse(await fs.promises.readFile(file, 'utf8'));
  } catch {
    return;
  }
  if (manifest.metaData && manifest.metaData.remoteEntry) manifest.metaData.remoteEntry.name = entry;
  await fs.promises.writeFile(file, JSON.stringify(manifest));
}

/**
 * The webpack config (a function of webpack's argv, so `--mode` decides minification and source maps).
 * @param {object} options
 * @param {string} options.name     container name: 'shell' for the host, 'builder' | 'content' | ... for remotes
 * @param {string} options.dir      the app's folder (holds package.json and src/)
 * @param {Record<string,string>} [options.exposes]  remote screen modules, e.g. { './SiteManager': './src/site-manager.tsx' }
 * @param {boolean} [options.remote]  true for a remote (writes atlas-remote.json), false for the host
 * @param {number} [options.port]   dev-server port (`npm start -w <app>`)
 * @param {string} [options.entry]  the app's entry; default src/index.ts(x) if present
 */
function createFederatedConfig(options = {}) {
  if (!options.name || !options.dir) throw new Error('createFederatedConfig needs { name, dir }');
  // webpack calls this with the CLI's --mode (build: production, `npm start`: development).
  return (_env = {}, argv = {}) =>
    federatedConfig(options, argv.mode || (process.env.NODE_ENV === 'development' ? 'development' : 'production'));
}

/** A remote's webpack config from its folder's remote.json (name, port, exposes; mounts and navigation ride along). */
function createRemoteConfig(dir) {
  const declaration = readRemoteDeclaration(dir);
  return createFederatedConfig({
    name: declaration.name,
    dir,
    remote: true,
    port: declaration.port,
    exposes: declaration.exposes,
    declaration,
  });
}

function federatedConfig({ name, dir, exposes = {}, remote = true, port, entry, declaration }, mode) {
  const pkg = readPackage(dir);
  const entryFile = entry || ['src/index.ts', 'src/index.tsx'].find((file) => fs.existsSync(path.join(dir, file)));
  const htmlTemplate = path.join(dir, 'src/index.html');
  const favicon = path.join(dir, 'src/favicon.svg');

  const plugins = [
    new ModuleFederationPlugin({
      name,
      ...(remote ? { filename: 'remoteEntry.js', exposes } : { remotes: {} }),
      shared: sharedSingletons(pkg),
      dts: false,
      manifest: true,
      // Remotes are registered by their remoteEntry URL, never by an mf-manifest snapshot, and only
      // browsers run these builds: both parts of the runtime can go (~9 KB gzipped per container).
      experiments: { optimization: { disableSnapshot: true, target: 'web' } },
    }),
  ];
  // ATLAS_RELEASE (an image's version) names the release in the shell's manifest; else the package's
  if (remote) plugins.push(new AtlasRemoteManifestPlugin({ name, version: process.env.ATLAS_RELEASE || pkg.version, declaration }));
  if (!remote) {
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    plugins.push(
      new HtmlWebpackPlugin({
        template: fs.existsSync(htmlTemplate) ? htmlTemplate : 'auto',
        // index.html is served for every client route (/dashboard/sites/1): scripts must be absolute.
        publicPath: '/',
        title: 'Atlas',
        ...(fs.existsSync(favicon) ? { favicon } : {}),
      }),
    );
  }

  return {
    mode,
    context: dir,
    entry: entryFile ? { main: `./${entryFile}` } : {},
    devtool: mode === 'development' ? 'eval-cheap-module-source-map' : false,
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: `atlas_${name}`,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: mode === 'development' } },
                target: 'es2020',
              },
            },
          },
        },
        // The host's CSS is emitted as stylesheets (webpack's native CSS): nothing to parse in JS,
        // fetched in parallel. Remotes inject theirs with style-loader, which works the same
        // whichever host loads them.
        remote ? { test: /\.css$/, use: ['style-loader', 'css-loader'] } : { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
      ],
    },
    optimization: {
      minimize: mode === 'production',
      minimizer: [new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify } })],
    },
    experiments: remote ? {} : { css: true },
    performance: { hints: false },
    plugins,
    devServer: {
      port: port || 0,
      historyApiFallback: !remote,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
    stats: 'errors-warnings',
  };
}

module.exports = { createFederatedConfig, createRemoteConfig, AtlasRemoteManifestPlugin, SHARED_SINGLETONS };
