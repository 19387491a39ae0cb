import { describe, expect, it } from "vitest";
import { readConfig } from "~/server/config.server";
import { youtubeEmbedUrl, youtubeVideoId, youtubeWatchUrl } from "~/lib/video";

describe("youtubeVideoId", () => {
  it.each([
    ["dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", "dQw4w9WgXcQ"],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://m.youtube.com/shorts/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/live/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
  ])("reads %s", (input, id) => expect(youtubeVideoId(input)).toBe(id));

  it.each([
    "",
    "https://vimeo.com/123",
    "https://www.youtube.com/",
    "javascript:alert(1)",
    "https://evil.example/watch?v=dQw4w9WgXcQ",
    "dQw4w9WgXc<",
  ])("refuses %s", (input) => expect(youtubeVideoId(input)).toBeNull());

  it("plays from the privacy-enhanced domain, and links to YouTube without JavaScript", () => {
    expect(youtubeEmbedUrl("dQw4w9WgXcQ")).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/);
    expect(youtubeWatchUrl("dQw4w9WgXcQ")).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  });

  it("EVENT_VIDEO_URL: read as an id, refused by name when it is not a YouTube video", () => {
    expect(readConfig({}).eventVideoId).toBeNull();
    expect(readConfig({ EVENT_VIDEO_URL: "https://youtu.be/dQw4w9WgXcQ" }).eventVideoId).toBe("dQw4w9WgXcQ");
    expect(() => readConfig({ EVENT_VIDEO_URL: "https://vimeo.com/1" })).toThrow(/EVENT_VIDEO_URL/);
  });
});
