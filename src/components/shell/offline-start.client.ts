// Starts the offline shop floor after the load event (decision 0115): the module that registers the
// service worker is fetched then, so a page's first load carries only this line. Not in
// `npm run dev`, where a worker keeping pages would hide every change.
export function startOffline(): void {
  if (import.meta.env.PROD && 'serviceWorker' in navigator) addEventListener('load', () => void import('./offline.client'), { once: true });
}
