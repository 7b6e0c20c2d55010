// The one image compressor of the browser (claims, returns, visits, marketing variants): decode with
// createImageBitmap, draw scaled on a canvas, encode per the area's rule. Load it with a dynamic
// import when an image is chosen, so no page pays for it up front.
import { encodedName, scaledSize, type EncodedImageType, type ImageCompression } from '../../domain/image-compression';

type Canvas = OffscreenCanvas | HTMLCanvasElement;
export type Encode = (type: EncodedImageType, quality: number) => Promise<Blob | null>;

/**
 * The first encoding the browser really produced (a browser that cannot write WebP answers PNG or
 * JPEG), at the first quality that fits the target; the smallest tried when none fits.
 */
export async function encodeToFit(encode: Encode, rule: Pick<ImageCompression, 'types' | 'qualities' | 'targetBytes'>): Promise<Blob | null> {
  for (const type of rule.types) {
    let smallest: Blob | null = null;
    for (const quality of rule.targetBytes === undefined ? rule.qualities.slice(0, 1) : rule.qualities) {
      const blob = await encode(type, quality);
      if (!blob || blob.type !== type) break;
      if (!smallest || blob.size < smallest.size) smallest = blob;
      if (rule.targetBytes === undefined || blob.size <= rule.targetBytes) return blob;
    }
    if (smallest) return smallest;
  }
  return null;
}

function canvasOf(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function encoderFor(canvas: Canvas): Encode {
  if ('convertToBlob' in canvas) return (type, quality) => canvas.convertToBlob({ type, quality });
  return (type, quality) => new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/** The decoded image, upright as the camera meant it, or null when this browser cannot read it. */
export async function decodeImage(file: Blob): Promise<ImageBitmap | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
}

/** The decoded image drawn within the rule's edge and encoded per the rule, or null. */
export async function encodeImage(bitmap: ImageBitmap, rule: ImageCompression): Promise<Blob | null> {
  const { width, height } = scaledSize(bitmap.width, bitmap.height, rule.maxEdge);
  const canvas = canvasOf(width, height);
  const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) return null;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return encodeToFit(encoderFor(canvas), rule);
}

/** The image compressed per the rule, or null when it cannot be decoded or encoded here. */
export async function shrinkImage(file: Blob, rule: ImageCompression): Promise<Blob | null> {
  const bitmap = await decodeImage(file);
  if (!bitmap) return null;
  try {
    return await encodeImage(bitmap, rule);
  } finally {
    bitmap.close();
  }
}

/**
 * The file to upload: the compressed copy, or the original when it already fits, cannot be decoded
 * here or would not get smaller (the server checks either by its content).
 */
export async function compressImage(file: File, rule: ImageCompression): Promise<File> {
  const fits = rule.targetBytes !== undefined && file.size <= rule.targetBytes && (rule.types as readonly string[]).includes(file.type);
  if (fits) return file;
  const blob = await shrinkImage(file, rule);
  if (!blob || blob.size >= file.size) return file;
  return new File([blob], encodedName(file.name, blob.type as EncodedImageType), { type: blob.type });
}
