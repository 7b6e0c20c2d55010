// Cloudflare compresses at its edge (gzip or brotli, per client); a Worker that set Content-Encoding
// itself would make the runtime encode the body a second time.
export const APP_COMPRESSES = false;
