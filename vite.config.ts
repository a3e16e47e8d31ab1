import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The back office is served by the service under /app/, so the build uses that base. In
// development the Vite server answers /app/ itself and forwards every other path (the API lives
// at the root, as on seats.io) to a service running on its default port.
const serviceUrl = process.env.SEATDESK_SERVICE_URL ?? 'http://127.0.0.1:9001';

export default defineConfig({
  root: '.',
  base: '/app/',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    // No source maps in the build the service serves: 2.2 MB of them were there for anyone to ask
    // for without a key (and to make the service compress). `vite build --sourcemap` for a debug build.
    sourcemap: false,
    rollupOptions: {
      output: {
        // zod-config.ts must run before any schema is built (it turns off zod's eval-compiled
        // parsers, which the Content-Security-Policy forbids). In one chunk with zod, it runs
        // before every chunk that imports zod, however Rollup splits the rest of the app.
        manualChunks(id) {
          if (id.includes('/node_modules/zod/') || id.endsWith('/src/app/zod-config.ts')) {
            return 'zod';
          }
          return undefined;
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: {
      '^/(?!app(?:/|$)).*': { target: serviceUrl, changeOrigin: true },
    },
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
  },
});
