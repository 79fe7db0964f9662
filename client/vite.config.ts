// Builds the web client into client/dist, where the server serves it from. In development the dev
// server forwards the REST API and the Socket.IO connection to the API process on port 3000.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { serviceWorkerPlugin } from './vitePlugins/serviceWorkerPlugin';

const API_ORIGIN = 'http://127.0.0.1:3000';

export default defineConfig({
  // Pinned to this folder so that a build started from the repository root finds index.html too.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    serviceWorkerPlugin(fileURLToPath(new URL('src/app/pwa/serviceWorker.ts', import.meta.url))),
  ],
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/socket.io': { target: API_ORIGIN, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/socket.io': { target: API_ORIGIN, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
});
