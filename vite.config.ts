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
    sourcemap: true,
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
