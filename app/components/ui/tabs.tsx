import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";

export interface TabLink<K extends string> {
  key: K;
  label: string;
  /** The link that selects this tab on the server: the fallback without JavaScript. */
  href: string;
}

/**
 * Tabs that are plain links on the server (the loader renders the selected tab from the query),
 * and become an ARIA tablist once JavaScript runs: click and arrow keys switch in place, and the
 * address bar follows so a reload or a shared link shows the same tab.
 */
export function Tabs<K extends string>({
  id,
  label,
  tabs,
  selected,
  renderPanel,
  onSelect,
}: {
  id: string;
  label: string;
  tabs: readonly TabLink<K>[];
  selected: K;
  renderPanel: (key: K) => ReactNode;
  /** Told when a tab is chosen in place, so the page can keep its other links in step. */
  onSelect?: (key: K) => void;
}) {
  const [active, setActive] = useState<K>(selected);
  const [enhanced, setEnhanced] = useState(false);
  const tabRefs = useRef(new Map<K, HTMLAnchorElement>());

  useEffect(() => setEnhanced(true), []);
  // A navigation to the same page with another query (back/forward) selects the tab it names.
  useEffect(() => setActive(selected), [selected]);

  const tabId = (key: K) => `${id}-tab-${key}`;
  const panelId = `${id}-panel`;

  function activate(tab: TabLink<K>, focus: boolean) {
    setActive(tab.key);
    onSelect?.(tab.key);
    window.history.replaceState(window.history.state, "", tab.href);
    if (focus) tabRefs.current.get(tab.key)?.focus();
  }

  function onClick(event: MouseEvent<HTMLAnchorElement>, tab: TabLink<K>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    activate(tab, false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const last = tabs.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    activate(tabs[next], true);
  }

  return (
    <div data-tabs={id}>
      <div
        role={enhanced ? "tablist" : undefined}
        aria-label={enhanced ? label : undefined}
        className="mx-auto flex w-fit max-w-full flex-nowrap justify-center gap-1 rounded-full bg-white p-1 shadow-sm ring-1 ring-slate-200"
      >
        {tabs.map((tab, index) => {
          const isActive = tab.key === active;
          return (
            <a
              key={tab.key}
              ref={(el) => {
                if (el) tabRefs.current.set(tab.key, el);
                else tabRefs.current.delete(tab.key);
              }}
              id={tabId(tab.key)}
              href={tab.href}
              role={enhanced ? "tab" : undefined}
              aria-selected={enhanced ? isActive : undefined}
              aria-controls={enhanced && isActive ? panelId : undefined}
              aria-current={!enhanced && isActive ? "true" : undefined}
              tabIndex={enhanced ? (isActive ? 0 : -1) : undefined}
              data-active={isActive ? "true" : "false"}
              onClick={(event) => onClick(event, tab)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`flex min-h-11 items-center whitespace-nowrap rounded-full px-3.5 py-2.5 text-sm font-semibold transition-colors min-[400px]:px-5 sm:text-base ${isActive ? "bg-brand-800 text-white shadow" : "text-slate-700 hover:bg-slate-100 hover:text-brand-800"}`}
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      <div
        key={active}
        id={panelId}
        role={enhanced ? "tabpanel" : undefined}
        aria-labelledby={enhanced ? tabId(active) : undefined}
        tabIndex={enhanced ? 0 : undefined}
        className="mt-10 rounded-lg"
        data-panel={active}
      >
        {renderPanel(active)}
      </div>
    </div>
  );
}
