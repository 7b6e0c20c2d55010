// Photo compression in the browser, loaded only once a photo is chosen: the longest edge scaled to
// at most 2048 px, then JPEG at falling quality until the file is at most 1 MB.
export const PHOTO_TARGET_BYTES = 1024 * 1024;
const MAX_EDGE = 2048;
const QUALITIES = [0.82, 0.72, 0.6, 0.5];

function canvasFor(width: number, height: number): OffscreenCanvas | HTMLCanvasElement {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

async function encode(canvas: OffscreenCanvas | HTMLCanvasElement, quality: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/jpeg', quality });
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('encode failed'))), 'image/jpeg', quality));
}

/** The compressed photo, or the original when it is already small enough or cannot be decoded. */
export async function compressPhoto(file: File): Promise<File> {
  if (file.size <= PHOTO_TARGET_BYTES && file.type === 'image/jpeg') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const scale = Math.min(1, MAX_EDGE / Math.max(bitmap.width, bitmap.height));
  const width = Math.round(bitmap.width * scale);
  const height = Math.round(bitmap.height * scale);
  const canvas = canvasFor(width, height);
  const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) return file;
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  let blob: Blob | null = null;
  for (const quality of QUALITIES) {
    blob = await encode(canvas, quality);
    if (blob.size <= PHOTO_TARGET_BYTES) break;
  }
  if (!blob || blob.size >= file.size) return file;
  const name = file.name.replace(/\.[^.]*$/, '') + '.jpg';
  return new File([blob], name, { type: 'image/jpeg' });
}
