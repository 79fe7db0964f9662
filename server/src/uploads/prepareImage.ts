// The one pipeline every uploaded image goes through (ID photos, deposit proofs): the type sniffed
// from the bytes, the size bounded, then decoded and encoded again by libvips (sharp). Re-encoding
// keeps the pixels and nothing else: no EXIF (a phone photo's location), no ICC or XMP, and no
// bytes riding behind the image (a JPEG with a script or an archive appended, a "polyglot").
import sharp from 'sharp';
import { UPLOAD_MAX_BYTES, type UploadContentType } from '@tempo/shared';
import { AppError } from '../platform/AppError';
import { sniffImageType } from './sniffImageType';

/** An image as the pipeline made it, ready to store. */
export interface PreparedImage {
  contentType: UploadContentType;
  bytes: Buffer;
}

/** A decompression bomb (a tiny file of a huge blank image) is refused before it is decoded. */
const MAX_PIXELS = 40_000_000;

const FORMAT_OF: Record<UploadContentType, 'jpeg' | 'png' | 'webp'> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * Checks and re-encodes one uploaded image; `field` names the form field in the error. Fails with
 * EMPTY_FILE, FILE_TOO_LARGE or UNSUPPORTED_FILE_TYPE (not one of the three types, or bytes that
 * do not decode as the type they start as).
 */
export async function prepareImage(bytes: Buffer, field?: string): Promise<PreparedImage> {
  const where = field ? { field } : {};
  if (bytes.length === 0) throw new AppError('EMPTY_FILE', where);
  if (bytes.length > UPLOAD_MAX_BYTES) throw new AppError('FILE_TOO_LARGE', where);
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new AppError('UNSUPPORTED_FILE_TYPE', where);
  const format = FORMAT_OF[contentType];
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS, animated: false });
    const { format: decodedAs } = await image.metadata();
    if (decodedAs !== format) throw new Error(`starts as ${format} but decodes as ${String(decodedAs)}`);
    // rotate() applies the EXIF orientation to the pixels first, since the tag itself goes.
    const output = await image
      .rotate()
      .toFormat(format, format === 'png' ? { compressionLevel: 9 } : { quality: 90 })
      .toBuffer();
    return { contentType, bytes: output };
  } catch (error) {
    throw new AppError('UNSUPPORTED_FILE_TYPE', { ...where, cause: error });
  }
}
