import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // `@web/…` is apps/web/src/…, as in tsconfig.json `paths`.
  resolve: { alias: [{ find: /^@web\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
  build: {
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    rollupOptions: {
      output: {
        // Stable vendor chunk: the framework changes less often than the app.
        manualChunks: process.env.ESCAZO_SSR_BUILD
          ? undefined
          : (id: string) =>
              /node_modules\/(react|react-dom|scheduler|react-router)\//.test(id) ? 'framework' : undefined,
      },
    },
  },
});
