import { lazy, memo, Suspense, useEffect, useId, useLayoutEffect, useState, type ComponentType } from "react";
import { useHydrated } from "./use-hydrated";

/*
 * An island (docs/decisions/0033): a part of a page whose code the browser loads when the visitor
 * reaches for it, not with the page. The server renders it at once (from its own copy, as a
 * `.server` module the browser's build leaves empty); in the browser it waits, inside a
 * <Suspense> boundary that keeps the server's HTML, until a pointer, touch, key or focus reaches
 * into it, or the page starts to change (a navigation or a form in flight), then loads and
 * hydrates in place. A click or a submit that comes before its code is held and replayed once it
 * has hydrated, so the first press gets the same answer as a later one; if the code cannot load,
 * it is let through as a plain link or form post, which works without JavaScript.
 *
 * If React has to render the island before its code is there (a state shared above it changed
 * outside a transition), the boundary shows a copy of the server's HTML until the code arrives.
 */

interface IslandState {
  /** Resolves when the visitor reaches for the island or the page starts to change. */
  wanted: Promise<void>;
  want(): void;
  /** Settles once the island's code has hydrated, or could not load. */
  ready: Promise<void>;
  settled: "waiting" | "ready" | "failed";
  settle(outcome: "ready" | "failed"): void;
}

const islands = new Map<string, IslandState>();

/** The island's wrapper in the page (its `data-island` is React's useId, the same on both sides). */
const islandElement = (id: string) => document.querySelector(`[data-island="${id}"]`);
let listening = false;

function track(id: string): IslandState {
  let want!: () => void;
  const wanted = new Promise<void>((resolve) => (want = resolve));
  let settle!: () => void;
  const ready = new Promise<void>((resolve) => (settle = resolve));
  const state: IslandState = {
    wanted,
    want,
    ready,
    settled: "waiting",
    settle(outcome) {
      state.settled = outcome;
      if (outcome === "ready") {
        islands.delete(id);
        // For a test, as <html data-hydrated> is for the page: this part's answers are the JavaScript ones now.
        islandElement(id)?.setAttribute("data-hydrated", "");
      }
      settle();
    },
  };
  islands.set(id, state);
  listen();
  return state;
}

const REACHES = ["pointerover", "pointerdown", "touchstart", "wheel", "focusin", "keydown"] as const;

function listen() {
  if (listening) return;
  listening = true;
  for (const type of REACHES) window.addEventListener(type, onReach, { capture: true, passive: true });
  window.addEventListener("click", onClick, true);
  window.addEventListener("submit", onSubmit, true);
  // A page that starts to change renders again: every island still waiting loads now, so the
  // change (which React keeps in a transition until the island has hydrated) is not held up.
  const router = (window as { __remixRouter?: { subscribe(fn: () => void): () => void } }).__remixRouter;
  router?.subscribe(() => islands.forEach((island) => island.want()));
}

function islandAt(target: EventTarget | null): { container: Element; state: IslandState } | null {
  const container = target instanceof Element ? target.closest("[data-island]") : null;
  const state = container ? islands.get(container.getAttribute("data-island")!) : undefined;
  return container && state && state.settled !== "ready" ? { container, state } : null;
}

function onReach(event: Event) {
  islandAt(event.target)?.state.want();
}

/** Where an element sits in its island, by element positions, so a press finds it again after hydration. */
function pathIn(container: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node: Element = element; node !== container && node.parentElement; node = node.parentElement) {
    if (!node.parentElement.hasAttribute("data-island-copy"))
      path.unshift([...node.parentElement.children].indexOf(node));
  }
  return path;
}

function atPath(container: Element, path: number[]): Element | null {
  let node: Element | null = container;
  for (const index of path) {
    if (node?.firstElementChild?.hasAttribute("data-island-copy")) node = node.firstElementChild;
    node = node?.children[index] ?? null;
  }
  return node;
}

/** Replays a held press once the island has hydrated, or as a plain one if its code failed. */
function replay(container: Element, state: IslandState, element: Element, press: (target: Element) => void) {
  const path = pathIn(container, element);
  state.want();
  const again = () => {
    const target = element.isConnected ? element : atPath(container, path);
    if (target) press(target);
  };
  void state.ready.then(again);
}

/**
 * The control a click presses, if its answer needs the island's code: a link or a button (a submit
 * button is left to the submit event). A checkbox or a radio button changes at once, and React is
 * told once the code is there (tellTypedValues).
 */
function heldControl(target: Element): Element | null {
  const control = target.closest("a[href], button");
  if (control instanceof HTMLButtonElement && control.type === "submit" && control.form) return null;
  return control;
}

function onClick(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const island = islandAt(event.target);
  if (!island || island.state.settled === "failed") return;
  const control = heldControl(event.target as Element);
  if (!control) return;
  event.preventDefault();
  event.stopPropagation();
  replay(island.container, island.state, control, (target) => (target as HTMLElement).click());
}

function onSubmit(event: SubmitEvent) {
  const island = islandAt(event.target);
  if (!island || island.state.settled === "failed") return;
  event.preventDefault();
  event.stopPropagation();
  const form = event.target as HTMLFormElement;
  const submitter = event.submitter;
  replay(island.container, island.state, submitter ?? form, (target) => {
    const again = target instanceof HTMLFormElement ? target : (target as HTMLButtonElement).form;
    again?.requestSubmit(target instanceof HTMLFormElement ? undefined : (target as HTMLButtonElement));
  });
}

/**
 * What the visitor typed, ticked or chose in the island's fields before its code came, told to
 * React as if done now, so the parts that follow a field (a stock message, a button waiting for
 * consent) agree with it. React tracks each field's last value: setting the server's value through
 * its setter, then the typed one past it, makes the input event a change.
 */
function tellTypedValues(container: Element) {
  const fields = container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    "input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=file]):not([type=submit]), textarea",
  );
  for (const field of fields) {
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, typed);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
  // React hears a checkbox or a radio button change by its click: set back through React's setter,
  // then clicked to where the visitor put it.
  for (const box of container.querySelectorAll<HTMLInputElement>("input[type=checkbox], input[type=radio]")) {
    // A radio button chosen stands for its group: the one it unchose follows.
    if (box.checked === box.defaultChecked || (box.type === "radio" && !box.checked)) continue;
    box.checked = !box.checked;
    box.click();
  }
  for (const select of container.querySelectorAll("select")) {
    if ([...select.options].some((option) => option.selected !== option.defaultSelected))
      select.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

/** The server's HTML of a waiting island, shown if React must render it before its code is there. */
function ServerCopy({ html, state }: { html: string; state: IslandState }) {
  useEffect(() => state.want(), [state]);
  return <div className="contents" data-island-copy="" dangerouslySetInnerHTML={{ __html: html }} />;
}

interface Rendered<P> {
  Content: ComponentType<P>;
  /** A <Suspense> boundary of its own: on the server and for a waiting island, not for one mounted by a move. */
  boundary: boolean;
  /** What a waiting island shows if React must render it before its code is there. */
  fallback: JSX.Element | null;
}

/** A waiting island's parts, by its id: a render React starts again must find the same ones. */
const waiting = new Map<string, Rendered<never>>();

function whileHydrating<P extends object>(id: string, load: () => Promise<ComponentType<P>>): Rendered<P> {
  const known = waiting.get(id) as Rendered<P> | undefined;
  if (known) return known;
  const state = track(id);
  const html = islandElement(id)?.innerHTML ?? "";
  const Content = lazy(() =>
    state.wanted.then(load).then(
      (Component) => ({
        default: function Hydrated(props: P) {
          // Ready once the island's own first effects have run (its parts that change once
          // JavaScript runs have changed, in the same render as this one's), so a held press meets
          // the JavaScript form of the page.
          const enhanced = useHydrated();
          // At once, before a render of React's puts a field back to the server's value.
          useLayoutEffect(() => {
            const container = islandElement(id);
            if (container) tellTypedValues(container);
          }, []);
          useLayoutEffect(() => {
            if (!enhanced) return;
            waiting.delete(id);
            state.settle("ready");
          }, [enhanced]);
          return <Component {...props} />;
        },
      }),
      // Offline, say: the server's HTML stays, its links and forms work as they do without
      // JavaScript, and a held press goes through as a plain one.
      () => {
        state.settle("failed");
        return { default: () => <ServerCopy html={html} state={state} /> };
      },
    ),
  );
  const rendered: Rendered<P> = {
    Content: Content as unknown as ComponentType<P>,
    boundary: true,
    fallback: <ServerCopy html={html} state={state} />,
  };
  waiting.set(id, rendered as Rendered<never>);
  return rendered;
}

/**
 * Makes an island of a component. `onTheServer` is the component from its `.server` re-export
 * (undefined in the browser); `load` imports it in the browser.
 */
export function island<P extends object>(
  onTheServer: ComponentType<P> | undefined,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  // Mounted by a client-side move there is no server HTML to keep: the code loads at once, and with
  // no boundary of its own the move (a transition) keeps the page before on screen until it is
  // there, as it does for the route's own module. One lazy component for every such mount, made
  // here: one made while rendering would be made anew each time React tries the render again.
  const moved: Rendered<P> | null = onTheServer
    ? null
    : {
        Content: lazy(() => load().then((Component) => ({ default: Component }))) as unknown as ComponentType<P>,
        boundary: false,
        fallback: null,
      };
  function Island(props: P) {
    const id = useId();
    const [{ Content, boundary, fallback }] = useState<Rendered<P>>(() =>
      onTheServer
        ? { Content: onTheServer, boundary: true, fallback: null }
        : "hydrated" in document.documentElement.dataset
          ? moved!
          : whileHydrating(id, load),
    );
    return (
      <div data-island={id} className="contents">
        {boundary ? (
          <Suspense fallback={fallback}>
            <Content {...props} />
          </Suspense>
        ) : (
          <Content {...props} />
        )}
      </div>
    );
  }
  // Props that have not changed do not render a waiting island again (React would have to give up
  // its server HTML).
  return memo(Island) as unknown as ComponentType<P>;
}
