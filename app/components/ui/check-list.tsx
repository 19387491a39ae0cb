/** A list of points with check marks (drawn by the check-list class, in the mark's colour). */
export function CheckList({
  points,
  tone = "light",
  className = "",
}: {
  points: readonly string[];
  tone?: "light" | "dark";
  className?: string;
}) {
  const dark = tone === "dark";
  return (
    <ul className={`check-list space-y-3 ${className}`}>
      {points.map((point) => (
        <li key={point} className={`flex gap-3 ${dark ? "text-gold-300" : "text-emerald-600"}`}>
          <span className={dark ? "text-slate-100" : "text-slate-700"}>{point}</span>
        </li>
      ))}
    </ul>
  );
}
