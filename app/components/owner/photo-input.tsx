import { useState, type ChangeEvent } from "react";
import { WEB_MAX_BYTES, webSize } from "~/lib/web-photo";

/**
 * Her photo's file field. With JavaScript, the photo she chooses is made smaller in her browser
 * before it is sent (at most 2,000 px on its long side, a JPEG), so a phone's 12 MB photo goes up
 * as a few hundred KB. The browser turns it upright by its EXIF orientation as it draws it. Without
 * JavaScript, or when her browser cannot read it, the file goes as chosen and the Worker checks it.
 */
export function PhotoInput(props: { id: string; name: string; "aria-describedby"?: string; "aria-invalid"?: true }) {
  const [state, setState] = useState<"idle" | "scaling" | "scaled">("idle");
  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return setState("idle");
    setState("scaling");
    const smaller = await webCopy(file).catch(() => null);
    // She may have chosen another file meanwhile.
    if (smaller && input.files?.[0] === file) {
      const files = new DataTransfer();
      files.items.add(smaller);
      input.files = files.files;
    }
    setState(smaller ? "scaled" : "idle");
  }
  return (
    <>
      <input
        {...props}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="mt-1 block w-full text-sm"
        onChange={onChange}
        data-state={state}
      />
      <p className="text-sm text-slate-600" aria-live="polite" data-testid="photo-scaling">
        {state === "scaling" ? "Making a web-size copy…" : state === "scaled" ? "Web-size copy ready." : ""}
      </p>
    </>
  );
}

/** The photo at web size as a JPEG, or null when it is small enough already or cannot be read here. */
async function webCopy(file: File): Promise<File | null> {
  if (!file.type.startsWith("image/")) return null;
  const bitmap = await createImageBitmap(file);
  try {
    const size = webSize(bitmap.width, bitmap.height);
    if (size.width === bitmap.width && file.size <= WEB_MAX_BYTES) return null;
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (!context) return null;
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, "image/jpeg", 0.85));
    return blob ? new File([blob], `${file.name.replace(/\.[^.]*$/, "")}.jpg`, { type: "image/jpeg" }) : null;
  } finally {
    bitmap.close();
  }
}
