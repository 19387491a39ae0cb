import type { ReactNode } from "react";
import { SectionHeading } from "~/components/ui/section-heading";
import { Tabs } from "~/components/ui/tabs";

/** The words of a tabbed section (app/content/home.ts). */
interface TabbedSectionContent<K extends string> {
  eyebrow: string;
  heading: string;
  intro: string;
  tabsLabel: string;
  tabs: readonly { key: K; label: string }[];
}

/**
 * A home-page section whose content sits in tabs: its heading, then the tabs (links without
 * JavaScript, an ARIA tablist with it) and the selected tab's panel.
 */
export function TabbedSection<K extends string>({
  id,
  tabsId,
  background,
  section,
  selected,
  hrefFor,
  onSelect,
  renderPanel,
  after,
}: {
  /** The section's anchor; its heading's id is `${id}-heading`. */
  id: string;
  tabsId: string;
  background: string;
  section: TabbedSectionContent<K>;
  selected: K;
  /** Each tab's link for a visitor without JavaScript. */
  hrefFor: (key: K) => string;
  onSelect?: (key: K) => void;
  renderPanel: (key: K) => ReactNode;
  /** Shown under the panels whichever tab is selected, e.g. a licence notice. */
  after?: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-20 ${background}`}>
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.heading} intro={section.intro} />
        <div className="mt-10">
          <Tabs
            id={tabsId}
            label={section.tabsLabel}
            tabs={section.tabs.map((tab) => ({ ...tab, href: hrefFor(tab.key) }))}
            selected={selected}
            onSelect={onSelect}
            renderPanel={renderPanel}
          />
        </div>
        {after}
      </div>
    </section>
  );
}
