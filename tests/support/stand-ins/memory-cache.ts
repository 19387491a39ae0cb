import type { CacheApi } from "~/services/cache/kept.server";

/**
 * An in-memory stand-in for the Workers Cache API (Node has no `caches`): GET requests keyed by
 * URL, bodies kept as text, every put and match counted.
 */
export class MemoryCache implements CacheApi {
  readonly entries = new Map<string, { status: number; headers: [string, string][]; body: string }>();
  puts = 0;
  matches = 0;

  async match(request: Request): Promise<Response | undefined> {
    this.matches += 1;
    const entry = this.entries.get(request.url);
    return entry ? new Response(entry.body, { status: entry.status, headers: entry.headers }) : undefined;
  }

  async put(request: Request, response: Response): Promise<void> {
    if (request.method !== "GET") throw new TypeError("Cache.put only accepts GET requests");
    this.puts += 1;
    this.entries.set(request.url, {
      status: response.status,
      headers: [...response.headers],
      body: await response.text(),
    });
  }

  clear(): void {
    this.entries.clear();
    this.puts = 0;
    this.matches = 0;
  }
}
