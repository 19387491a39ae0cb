// The parent's side of build-process.mjs: a build forked into a Node process of its own, measured
// by messages (the floors, side-by-side.mjs, cost-split.mjs).
import { fork } from "node:child_process";
import path from "node:path";
import { root } from "../lib.mjs";
import { ORIGIN } from "./render-cost.mjs";

/**
 * A build in a process of its own (build-process.mjs, `kind` "site" or "floor"); `measure(options)`
 * runs rounds there and answers their samples.
 */
export function buildProcess(kind, buildFile) {
  const child = fork(path.join(root, "scripts/bench/build-process.mjs"), [kind, buildFile, ORIGIN], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  let answer = null;
  child.on("message", (message) => answer?.(message));
  const next = () => new Promise((resolve) => (answer = resolve));
  const ready = next();
  return {
    ready,
    measure(options) {
      const reply = next();
      child.send(options);
      return reply;
    },
    stop: () => child.kill(),
  };
}
