/** The eyebrow, heading and intro that open a section; one type scale for the whole site. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "center",
  tone = "light",
}: {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  align?: "center" | "left";
  tone?: "light" | "dark";
}) {
  const centered = align === "center";
  const dark = tone === "dark";
  return (
    <div className={centered ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      {eyebrow ? (
        <p className={`text-sm font-semibold uppercase tracking-widest ${dark ? "text-gold-300" : "text-gold-700"}`}>
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={`mt-2 font-display text-3xl font-bold tracking-tight sm:text-4xl ${dark ? "text-white" : "text-slate-900"}`}
      >
        {title}
      </h2>
      {intro ? (
        <p className={`mt-4 text-lg leading-relaxed ${dark ? "text-slate-200" : "text-slate-700"}`}>{intro}</p>
      ) : null}
    </div>
  );
}
