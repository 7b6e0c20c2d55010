// Draws the thumbnail, low, medium and high resolutions of an image in the browser before upload, so
// the server (Node or workerd, no image library) only checks and stores them. WebP where the browser
// encodes it, else JPEG; never scaled up.
import { IMAGE_VARIANTS, variantSize, type ImageVariant } from '../../domain/content/image-variants';

const QUALITY: Readonly<Record<ImageVariant, number>> = { thumbnail: 0.75, low: 0.8, medium: 0.82, high: 0.85 };

async function encode(bitmap: ImageBitmap, width: number, height: number, quality: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const webp = await canvas.convertToBlob({ type: 'image/webp', quality });
    return webp.type === 'image/webp' ? webp : canvas.convertToBlob({ type: 'image/jpeg', quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  const toBlob = (type: string) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
  const webp = await toBlob('image/webp');
  return webp?.type === 'image/webp' ? webp : toBlob('image/jpeg');
}

/** The variants as files named after the original, or null for a video or an image this browser cannot decode. */
export async function imageVariants(file: File): Promise<Map<ImageVariant, File> | null> {
  if (!file.type.startsWith('image/') || typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const out = new Map<ImageVariant, File>();
    const base = file.name.replace(/\.[^.]+$/, '');
    for (const variant of IMAGE_VARIANTS) {
      const { width, height } = variantSize(variant, bitmap.width, bitmap.height);
      const blob = await encode(bitmap, width, height, QUALITY[variant]);
      if (!blob) return null;
      out.set(variant, new File([blob], `${base}-${variant}.${blob.type === 'image/webp' ? 'webp' : 'jpg'}`, { type: blob.type }));
    }
    bitmap.close();
    return out;
  } catch {
    // A format this browser cannot decode: the server keeps the original only and cards show it.
    return null;
  }
}
