/**
 * The files the dashboard ships besides its data: uPlot's minified script and stylesheet with its
 * licence, and the page's own script (app.js) and stylesheet (app.css). Run from the sources (tsx,
 * vitest) they are read here, from node_modules and this folder. In the bundle, scripts/bundle-options.mjs
 * puts a module in this one's place that imports the same files as text, which esbuild inlines into
 * dist/cli.js, so the built CLI needs no node_modules at run time.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export interface DashboardAssets {
  uplotJs: string;
  uplotCss: string;
  uplotLicense: string;
  appJs: string;
  appCss: string;
}

let cached: DashboardAssets | undefined;

export function dashboardAssets(): DashboardAssets {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  const fromPackage = (path: string) => readFileSync(require.resolve(path), 'utf8');
  const here = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');
  cached = {
    uplotJs: fromPackage('uplot/dist/uPlot.iife.min.js'),
    uplotCss: fromPackage('uplot/dist/uPlot.min.css'),
    uplotLicense: fromPackage('uplot/LICENSE'),
    appJs: here('./app.js'),
    appCss: here('./app.css'),
  };
  return cached;
}
