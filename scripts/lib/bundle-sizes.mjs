// Gzip sizes of the web build, from Vite's manifest (build.manifest: true): what the home page
// loads, each route chunk, each locale chunk.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const HOME_ROUTE = 'src/app/routes/home/home.tsx';
const isRoute = (key) => key.startsWith('src/app/routes/');
const isLocale = (key) => /^src\/locales\/.+\.json$/.test(key);

export function gzipSize(file) {
  const raw = fs.readFileSync(file);
  return { raw: raw.length, gzip: zlib.gzipSync(raw, { level: 9 }).length };
}

/**
 * Route source file → the i18n namespaces its lazyPage(...) loads, read from router.tsx: the home
 * page's `import('./routes/…')`, every other page's `pageModule('<path under routes/>')`.
 */
export function routeNamespaces(routerSource) {
  const map = new Map();
  const re = /(?:import\(\s*'\.\/(routes\/[^']+)'\s*\)|pageModule\(\s*'([^']+)'\s*\))\s*(?:,\s*\[([^\]]*)\])?/g;
  for (const [, file, name, list] of routerSource.matchAll(re)) {
    const namespaces = [...(list ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]);
    map.set(file ? `src/app/${file}` : `src/app/routes/${name}.tsx`, namespaces);
  }
  return map;
}

/**
 * Reads the manifest and measures. The home page = the entry + its static imports (recursively),
 * the home route chunk + its static imports, and the locale chunks of the home namespaces.
 * The shell's other lazy chunks (e.g. the toaster, mounted on first use) are listed apart.
 */
export function measureBuild(distDir, routerSource) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('No entry chunk in the Vite manifest');
  const measure = (file) => ({ file, ...gzipSize(path.join(distDir, file)) });
  const namespaces = routeNamespaces(routerSource);

  const home = new Map(); // file → { file, raw, gzip, kind, why }
  const add = (key, why) => {
    const chunk = manifest[key];
    if (!chunk || home.has(chunk.file)) return;
    home.set(chunk.file, { ...measure(chunk.file), kind: 'js', why });
    for (const css of chunk.css ?? []) if (!home.has(css)) home.set(css, { ...measure(css), kind: 'css', why });
    for (const imp of chunk.imports ?? []) add(imp, why.endsWith(' import') ? why : `${why} import`);
  };
  add(entryKey, 'entry');
  if (!manifest[HOME_ROUTE]) throw new Error(`The home route ${HOME_ROUTE} is not in the manifest`);
  add(HOME_ROUTE, 'home route');
  for (const ns of namespaces.get(HOME_ROUTE) ?? []) add(`src/locales/en/${ns}.json`, `locale ${ns}`);

  const homeFiles = [...home.values()];
  const onDemand = (manifest[entryKey].dynamicImports ?? [])
    .filter((k) => !isRoute(k) && !isLocale(k) && !home.has(manifest[k].file))
    .map((k) => ({ src: k, ...measure(manifest[k].file) }));
  const total = (kind) => homeFiles.filter((f) => f.kind === kind).reduce((s, f) => s + f.gzip, 0);
  const routes = Object.keys(manifest)
    .filter((k) => manifest[k].isDynamicEntry && isRoute(k))
    .map((k) => ({ src: k, namespaces: namespaces.get(k) ?? [], ...measure(manifest[k].file) }));
  const locales = Object.keys(manifest)
    .filter((k) => manifest[k].isDynamicEntry && isLocale(k))
    .map((k) => ({ src: k, ...measure(manifest[k].file) }));
  const shared = Object.keys(manifest)
    .filter((k) => k.startsWith('_') && k.endsWith('.js'))
    .map((k) => ({ src: k, ...measure(manifest[k].file) }));
  return { home: homeFiles, homeJsGzip: total('js'), homeCssGzip: total('css'), onDemand, routes, locales, shared };
}
