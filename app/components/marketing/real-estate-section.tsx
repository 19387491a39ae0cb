import { Link } from "~/components/ui/link";
import { CheckList } from "~/components/ui/check-list";
import type { EstateTabKey } from "~/content/home";
import type { HomePageContent } from "./home-content";
import { LicenceNotice } from "./person";
import { TabbedSection } from "./tabbed-section";

export function RealEstateSection({
  section,
  licence,
  selected,
  hrefFor,
  onSelect,
}: {
  section: HomePageContent["realEstate"];
  /** The licence and brokerage line shown under the panel. */
  licence: string;
  selected: EstateTabKey;
  hrefFor: (key: EstateTabKey) => string;
  onSelect?: (key: EstateTabKey) => void;
}) {
  return (
    <TabbedSection
      id="real-estate"
      tabsId="estate-tabs"
      background="bg-white"
      section={section}
      selected={selected}
      hrefFor={hrefFor}
      onSelect={onSelect}
      after={<LicenceNotice line={licence} className="mt-10" />}
      renderPanel={(key) => {
        const panel = section.panels[key];
        return (
          <div className="card-enter grid gap-10 rounded-3xl bg-brand-50/70 p-6 ring-1 ring-brand-100 sm:p-10 lg:grid-cols-2 lg:items-center">
            <div>
              <h3 className="font-display text-3xl font-bold text-slate-900">{panel.heading}</h3>
              <p className="mt-4 text-lg text-slate-700">{panel.text}</p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <Link to={panel.primary.to} className="btn btn-primary">
                  {panel.primary.label}
                </Link>
                {"secondary" in panel && panel.secondary ? (
                  <Link to={panel.secondary.to} className="btn btn-secondary">
                    {panel.secondary.label}
                  </Link>
                ) : null}
              </div>
            </div>
            <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
              <h4 className="font-semibold text-slate-900">{panel.list.heading}</h4>
              <CheckList points={panel.list.points} className="mt-4" />
            </div>
          </div>
        );
      }}
    />
  );
}
