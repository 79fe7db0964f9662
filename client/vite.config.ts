// Builds the web client into client/dist, where the server serves it from: the traders' app
// (index.html) and the ops console (ops/index.html, served at /ops/), two entries that share
// modules but never each other's pages. In development the dev server forwards the REST API and
// the Socket.IO connection to the API process on port 3000.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { serviceWorkerPlugin } from './vitePlugins/serviceWorkerPlugin';

const API_ORIGIN = 'http://127.0.0.1:3000';
const clientFile = (name: string) => fileURLToPath(new URL(name, import.meta.url));

export default defineConfig({
  // Pinned to this folder so that a build started from the repository root finds index.html too.
  root: clientFile('.'),
  plugins: [
    react(),
    serviceWorkerPlugin(clientFile('src/app/pwa/serviceWorker.ts'), clientFile('index.html')),
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
    rollupOptions: {
      input: { index: clientFile('index.html'), ops: clientFile('ops/index.html') },
    },
  },
});
