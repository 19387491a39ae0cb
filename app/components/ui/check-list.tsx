/** A list of points with check marks. */
export function CheckList({ points, tone = "light", className = "" }: { points: readonly string[]; tone?: "light" | "dark"; className?: string }) {
  return (
    <ul className={`space-y-3 ${className}`}>
      {points.map((point) => (
        <li key={point} className="flex gap-3">
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" className={`mt-0.5 h-5 w-5 flex-none ${tone === "dark" ? "text-gold-300" : "text-emerald-600"}`} fill="currentColor">
            <path fillRule="evenodd" d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.7-9.3a1 1 0 0 0-1.4-1.4L9 10.6 7.7 9.3a1 1 0 0 0-1.4 1.4l2 2a1 1 0 0 0 1.4 0l4-4Z" clipRule="evenodd" />
          </svg>
          <span className={tone === "dark" ? "text-slate-100" : "text-slate-700"}>{point}</span>
        </li>
      ))}
    </ul>
  );
}
