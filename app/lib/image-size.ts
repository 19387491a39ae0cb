import { imageSize } from "image-size";
import { photoType, type PhotoType } from "./image-type";

/**
 * A photo's type and size, read from its bytes by the `image-size` library: stored at upload so
 * every page draws it at its real proportions. `width` and `height` are as a browser shows it: a
 * phone's portrait JPEG is often stored sideways with an EXIF orientation of 5–8, which turns it.
 * Null when the bytes are not a JPEG, PNG or WebP, or their header gives no size.
 */
export interface PhotoFacts {
  type: PhotoType;
  width: number;
  height: number;
  /** EXIF orientation (1–8; 1 when the file has none): how its pixels must be turned to be upright. */
  orientation: number;
}

export function photoFacts(bytes: Uint8Array): PhotoFacts | null {
  const type = photoType(bytes);
  if (!type) return null;
  let read: ReturnType<typeof imageSize>;
  try {
    read = imageSize(bytes);
  } catch {
    return null; // no size in the header (a file cut short, or not what its signature says)
  }
  if (read.type !== type.ext || !(read.width > 0) || !(read.height > 0)) return null;
  const orientation = read.orientation && read.orientation >= 1 && read.orientation <= 8 ? read.orientation : 1;
  const turned = orientation >= 5;
  return {
    type,
    width: turned ? read.height : read.width,
    height: turned ? read.width : read.height,
    orientation,
  };
}
