import { describe, expect, it } from "vitest";
import { largeJpeg } from "../support/fixtures/photos";
import { ORIGIN, useTestApp } from "../support/harness/app";
import { freshOwnerEachTest, ownerBrowser, signInOwnerAtAal2 } from "../support/harness/owner-browser";

/**
 * A post to her area over a few KB is read only once its sender is known to be signed in: a
 * stranger's 2 MB multipart post of 40,000 parts to the photo form is sent to sign in with its body
 * unread (so never parsed); hers goes through.
 */

const app = useTestApp({ ENVIRONMENT: "development" });
freshOwnerEachTest(app, "site_versions");

const BOUNDARY = "----stranger";
const PARTS = 40_000;
/** 40,000 small parts, about 2 MB: what once cost half a second of CPU to parse. */
const part = (i: number) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n${"x".repeat(2)}\r\n`;

/** The body as a stream that counts the bytes the server pulled from it. */
function countedBody() {
  const encoder = new TextEncoder();
  let next = 0;
  const pulled = { bytes: 0 };
  let length = 0;
  for (let i = 0; i < PARTS; i++) length += encoder.encode(part(i)).byteLength;
  const end = encoder.encode(`--${BOUNDARY}--\r\n`);
  length += end.byteLength;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (next > PARTS) return controller.close();
        // 20 parts (about 1 KB) a chunk.
        const chunk =
          next === PARTS ? end : encoder.encode(Array.from({ length: 20 }, (_, k) => part(next + k)).join(""));
        next = next === PARTS ? PARTS + 1 : next + 20;
        pulled.bytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled, length };
}

async function strangerPost(declareLength: boolean) {
  const { stream, pulled, length } = countedBody();
  const headers: Record<string, string> = {
    "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
    Origin: ORIGIN,
  };
  if (declareLength) headers["Content-Length"] = String(length);
  const response = await app.fetch("/owner/site/profile", {
    method: "POST",
    body: stream,
    headers,
    duplex: "half",
  } as RequestInit);
  return { response, pulled, length };
}

describe("a large post to the owner's area", () => {
  it("from a stranger, declared 2 MB: sent to sign in, its body never read", async () => {
    const { response, pulled, length } = await strangerPost(true);
    expect(length).toBeGreaterThan(2_000_000);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/owner/sign-in?redirectTo=%2Fowner%2Fsite%2Fprofile");
    expect(pulled.bytes).toBe(0);
    const rows = await app.env.LEADS_DB.prepare("SELECT COUNT(*) AS n FROM site_versions").first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });

  it("from a stranger, its length not declared: read no further than a few KB, then sent to sign in", async () => {
    const { response, pulled } = await strangerPost(false);
    expect(response.status).toBe(302);
    expect(pulled.bytes).toBeLessThan(10 * 1024);
  });

  it("from her, signed in: read and saved as before", async () => {
    const owner = ownerBrowser(app);
    await signInOwnerAtAal2(owner);
    const body = new FormData();
    body.append("intent", "save");
    body.append("name", "Ada Obi");
    body.append("bio", "I help families. ".repeat(200).slice(0, 2000));
    // A real photo's bytes make it larger than a stranger may send (12 KB).
    const jpeg = largeJpeg(400, 400, 90);
    expect(jpeg.length).toBeGreaterThan(12 * 1024);
    body.append("photo", new File([jpeg], "me.jpg", { type: "image/jpeg" }));
    const response = await app.fetch("/owner/site/profile", {
      method: "POST",
      body,
      headers: { Cookie: owner.cookies, Origin: ORIGIN },
    });
    expect(response.status).toBe(303);
    const rows = await app.env.LEADS_DB.prepare("SELECT COUNT(*) AS n FROM site_versions").first<{ n: number }>();
    expect(rows?.n).toBe(1);
  });
});
