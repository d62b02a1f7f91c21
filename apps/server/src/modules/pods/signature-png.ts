import { PNG } from 'pngjs';
import { SIGNATURE_MAX_BYTES, SIGNATURE_MAX_SIDE, SIGNATURE_MESSAGES } from '@portal/domain/consignment/pod-rules';

// The receiver's signature of a POD arrives from the carrier's handhelds as a PNG. It is
// checked to be one (signature bytes, then a full decode: a file that only starts like a PNG
// is refused) and kept small: a signature is a few kilobytes.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The decoded signature's error, or null for a PNG the POD can carry. */
export function signatureError(bytes: Buffer): string | null {
  if (bytes.length === 0) return SIGNATURE_MESSAGES.missing;
  if (bytes.length > SIGNATURE_MAX_BYTES) return SIGNATURE_MESSAGES.tooLarge;
  if (!bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return SIGNATURE_MESSAGES.notPng;
  let image: PNG;
  try {
    image = PNG.sync.read(bytes);
  } catch {
    return SIGNATURE_MESSAGES.notPng;
  }
  return image.width > SIGNATURE_MAX_SIDE || image.height > SIGNATURE_MAX_SIDE ? SIGNATURE_MESSAGES.tooWide : null;
}

/** A signature as a handheld might draw it: a few strokes of a pen on white (seed data, simulator, tests). */
export function drawnSignature(name: string, width = 360, height = 120): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(255);
  // A seeded wave per name, so each signer's signature looks its own and stays the same.
  let seed = [...name].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) >>> 0, 7);
  const random = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
  const [a, b, c] = [random() * 0.08 + 0.03, random() * 0.2 + 0.05, random() * 6];
  for (let x = 20; x < width - 20; x += 1) {
    const y = Math.round(height / 2 + Math.sin(x * a + c) * height * 0.28 + Math.sin(x * b) * height * 0.08);
    for (let dy = -1; dy <= 1; dy += 1) {
      const i = ((y + dy) * width + x) * 4;
      png.data[i] = png.data[i + 1] = 20;
      png.data[i + 2] = 90;
    }
  }
  return PNG.sync.write(png);
}
