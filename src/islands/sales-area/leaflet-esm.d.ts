// Leaflet's ES module build (the package's `main` is a UMD bundle); same API as @types/leaflet.
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
