/**
 * Tabs that work without JavaScript: each tab is a link whose query parameter the loader reads.
 * These helpers pick the selected tab from a URL and build each tab's link.
 */

/** The tab named by `value`, or the fallback when it is missing or unknown. */
export function pickTab<K extends string>(value: string | null | undefined, keys: readonly K[], fallback: K): K {
  return (keys as readonly string[]).includes(value ?? "") ? (value as K) : fallback;
}

export interface TabState {
  /** Query parameter → selected key, for every tab set on the page. */
  selected: Readonly<Record<string, string>>;
  /** Query parameter → default key; defaults are left out of links to keep them short. */
  defaults: Readonly<Record<string, string>>;
}

/**
 * The link of one tab: the page with that tab selected, the other tab sets as they are, and the
 * section's anchor so the browser lands on it.
 */
export function tabHref(path: string, state: TabState, param: string, key: string, hash: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...state.selected, [param]: key })) {
    if (name === param || value !== state.defaults[name]) params.set(name, value);
  }
  const query = params.toString();
  return `${path}${query ? `?${query}` : ""}#${hash}`;
}
