// Bundles the benchmark host (production React, no federation): `npx webpack -c bench/host/webpack.config.js`.
const path = require('path');
const fs = require('fs');

module.exports = {
  mode: 'production',
  context: __dirname,
  entry: './main.tsx',
  output: { path: path.join(__dirname, 'dist'), filename: 'bench.js', clean: true },
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: {
    rules: [
      {
        test: /\.[jt]sx?$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: {
            jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2020' },
          },
        },
      },
      { test: /\.css$/, use: ['style-loader', 'css-loader'] },
    ],
  },
  optimization: { minimize: false },
  performance: { hints: false },
  stats: 'errors-warnings',
  plugins: [
    {
      apply: (compiler) =>
        compiler.hooks.afterEmit.tap('html', () => {
          fs.writeFileSync(
            path.join(__dirname, 'dist/index.html'),
            '<!doctype html><html><head><meta charset="utf-8"><title>Builder bench</title></head><body><div id="root"></div><script src="/bench.js"></script></body></html>',
          );
        }),
    },
  ],
};
