// The Node standalone server sends bodies exactly as the app returns them, so the app gzips text itself.
export const APP_COMPRESSES = true;
