// The service worker, built to /sw.js (client/vitePlugins/serviceWorkerPlugin.ts). It keeps one
// build's files so that a second visit opens at once and an offline one still shows the app:
//
// - install: fetch every file of this build (the precache list the build writes in below) into a
//   cache named after the build, then take over at once: a new build replaces the old one on the
//   next load instead of waiting for every tab to close;
// - activate: delete the caches of earlier builds, and control the open pages;
// - the app shell (a page load of / or /index.html): the network first, so that a reload always
//   gets the newest build; the cached index.html when the network fails, errs or takes longer than
//   NAVIGATION_TIMEOUT_MS;
// - this build's files (hashed chunks, styles, icons, the manifest): from the cache first;
// - anything else — /api/, /socket.io/, /uploads/, other builds' files, other origins, anything
//   but GET — is not touched: the browser fetches it as if there were no worker, so an answer of
//   the server is never kept or replayed from here.
//
// Runs in a ServiceWorkerGlobalScope; it imports nothing, so that it builds into one classic
// script.

/** What the build writes into the worker: its version and the URL path of each of its files. */
interface PrecacheManifest {
  version: string;
  urls: string[];
}

// The parts of the worker scope used here (the client's TypeScript setup has the DOM's types,
// not the WebWorker ones, and the two cannot be loaded together).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface ServiceWorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = self as unknown as ServiceWorkerScope;

// The build replaces this string with the manifest's JSON.
const manifest = JSON.parse('__TEMPO_PRECACHE_MANIFEST__') as PrecacheManifest;

const CACHE_PREFIX = 'tempo-build-';
const CACHE_NAME = `${CACHE_PREFIX}${manifest.version}`;
const SHELL_URL = '/index.html';
const SHELL_PATHS = new Set(['/', SHELL_URL]);
/** How long a page load waits for the network before it opens the cached shell. */
const NAVIGATION_TIMEOUT_MS = 3_000;
const precached = new Set(manifest.urls);

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE_NAME)
      // Past the HTTP cache: an unhashed file (index.html, an icon) may have changed since.
      .then((cache) => cache.addAll(manifest.urls.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (request.mode === 'navigate') {
    if (SHELL_PATHS.has(url.pathname)) event.respondWith(shellFromNetworkFirst(request));
    return;
  }
  if (!url.search && precached.has(url.pathname)) event.respondWith(fromCacheFirst(request, url.pathname));
});

/** The newest shell from the server; this build's cached one when the server cannot be reached in time. */
async function shellFromNetworkFirst(request: Request): Promise<Response> {
  const network = fetch(request);
  // Answered from the cache after a timeout, the late network failure is nobody's to handle.
  network.catch(() => undefined);
  try {
    const response = await Promise.race([network, timeout(NAVIGATION_TIMEOUT_MS)]);
    if (response.ok) return response;
    return (await cached(SHELL_URL)) ?? response;
  } catch {
    const shell = await cached(SHELL_URL);
    // No shell cached (the install failed half-way): the network's own answer or error, as without a worker.
    return shell ?? network;
  }
}

/** One of this build's files: from the cache, or from the network if it is somehow missing there. */
async function fromCacheFirst(request: Request, path: string): Promise<Response> {
  return (await cached(path)) ?? fetch(request);
}

async function cached(path: string): Promise<Response | undefined> {
  const cache = await caches.open(CACHE_NAME);
  return cache.match(path);
}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms));
}
// A module to TypeScript, so that its names stay its own; the build leaves no export behind.
export {};
