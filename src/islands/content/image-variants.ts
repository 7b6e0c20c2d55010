// Draws the thumbnail, low, medium and high resolutions of an image in the browser before upload, so
// the server (Node or workerd, no image library) only checks and stores them. One decode, then each
// variant by the shared compressor; never scaled up.
import { IMAGE_VARIANTS, variantCompression, type ImageVariant } from '../../domain/content/image-variants';
import { encodedName, type EncodedImageType } from '../../domain/image-compression';
import { decodeImage, encodeImage } from '../lib/compress-image';

/** The variants as files named after the original, or null for a video or an image this browser cannot decode. */
export async function imageVariants(file: File): Promise<Map<ImageVariant, File> | null> {
  if (!file.type.startsWith('image/')) return null;
  const bitmap = await decodeImage(file);
  // A format this browser cannot decode: the server keeps the original only and cards show it.
  if (!bitmap) return null;
  try {
    const out = new Map<ImageVariant, File>();
    for (const variant of IMAGE_VARIANTS) {
      const blob = await encodeImage(bitmap, variantCompression(variant));
      if (!blob) return null;
      out.set(variant, new File([blob], encodedName(file.name, blob.type as EncodedImageType, `-${variant}`), { type: blob.type }));
    }
    return out;
  } catch {
    return null;
  } finally {
    bitmap.close();
  }
}
