// After `vite build`: render the pages that benefit from a painted first frame (the home page)
// to HTML with the SSR build of src/entry-prerender.tsx. dist/index.html becomes the prerendered
// home page; dist/app.html is the empty shell every other client route falls back to.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const webDir = path.resolve(import.meta.dirname, '../apps/web');
const outDir = path.resolve(webDir, process.env.WEB_OUT_DIR ?? 'dist');
// Inside the workspace so that the SSR bundle resolves its dependencies from node_modules.
const ssrDir = fs.mkdtempSync(path.join(webDir, 'node_modules', '.escazo-ssr-'));

const build = spawnSync(
  'npx',
  ['vite', 'build', '--ssr', 'src/entry-prerender.tsx', '--outDir', ssrDir, '--logLevel', 'warn'],
  {
    cwd: webDir,
    stdio: 'inherit',
    env: { ...process.env, ESCAZO_SSR_BUILD: '1' },
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const { renderPage, pageTitle } = await import(pathToFileURL(path.join(ssrDir, 'entry-prerender.js')).href);
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const shell = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
// Every other page loads its module through the page-module table: the shell fetches the table
// with the entry instead of after it.
const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
const pageModules = manifest['src/app/page-modules.ts'];
if (!pageModules) throw new Error('No page-module table (src/app/page-modules.ts) in the Vite manifest');
fs.writeFileSync(
  path.join(outDir, 'app.html'),
  shell.replace('</head>', `  <link rel="modulepreload" crossorigin href="/${pageModules.file}">\n  </head>`),
);
const html = await renderPage('/');
// The prerendered page carries its stylesheet inline: its first paint then waits for no request
// but the HTML itself. (Other pages keep the cached stylesheet link.)
const inlined = shell.replace(
  /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/,
  (_tag, href) => `<style>${fs.readFileSync(path.join(outDir, href), 'utf8')}</style>`,
);
// The hero's text is set in Inter: its latin face is requested with the HTML, not once the first
// layout finds it, so it is in place for the first paint instead of swapping in after it (a shift).
const font = inlined.match(/url\((\/assets\/inter-latin-wght-normal-[^)]+\.woff2)\)/);
const withFont = font
  ? inlined.replace('<style>', `<link rel="preload" href="${font[1]}" as="font" type="font/woff2" crossorigin><style>`)
  : inlined;
// ...and starts its app after the first paint (public/boot.js) rather than before it.
const entry = withFont.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
if (!entry) throw new Error('No module entry script in index.html');
const preloads = [...withFont.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const booted = withFont
  .replace(
    entry[0],
    `<script defer src="/boot.js" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"></script>`,
  )
  .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
fs.writeFileSync(
  path.join(outDir, 'index.html'),
  booted
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(pageTitle('/'))}</title>`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`),
);
fs.rmSync(ssrDir, { recursive: true, force: true });
console.log(`Prerendered / (${(html.length / 1024).toFixed(1)} KB of HTML)`);
// The rendered app leaves timers behind (the query cache's garbage collection); nothing else is pending.
process.exit(0);
