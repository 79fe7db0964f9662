// The service worker (serviceWorker.ts, built to /sw.js) of production builds. The development
// server has no such file, and a worker there would serve stale modules.

/**
 * Registers /sw.js once the page has finished loading, so that caching the build's files never
 * competes with the first screen. The browser looks for a new sw.js on every page load; a new
 * build's worker takes over as soon as it is installed (see serviceWorker.ts).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { updateViaCache: 'none' }).catch((error: unknown) => {
      // The app works the same without it, only not offline.
      console.warn('The service worker could not be registered', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
