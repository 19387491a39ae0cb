import { describe, expect, it } from "vitest";
import { ConfigError, DEFAULT_UPSTREAM_TIMEOUT_MS, readConfig } from "~/server/config.server";

describe("UPSTREAM_TIMEOUT_MS", () => {
  it("defaults to a wait a phone visitor will sit through", () => {
    expect(readConfig({}).upstreamTimeoutMs).toBe(DEFAULT_UPSTREAM_TIMEOUT_MS);
    expect(DEFAULT_UPSTREAM_TIMEOUT_MS).toBeLessThanOrEqual(5000);
  });

  it("reads whole milliseconds", () => {
    expect(readConfig({ UPSTREAM_TIMEOUT_MS: " 250 " }).upstreamTimeoutMs).toBe(250);
  });

  it.each(["0", "-5", "2.5", "5s", "9999999"])("refuses %j, naming the binding", (value) => {
    expect(() => readConfig({ UPSTREAM_TIMEOUT_MS: value })).toThrow(ConfigError);
    expect(() => readConfig({ UPSTREAM_TIMEOUT_MS: value })).toThrow(/UPSTREAM_TIMEOUT_MS/);
  });
});
