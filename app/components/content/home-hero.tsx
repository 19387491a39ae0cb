import { Link } from "@remix-run/react";
import type { HomePageContent } from "./home-content";

export function HomeHero({ hero }: { hero: HomePageContent["hero"] }) {
  return (
    <section
      id="home"
      aria-labelledby="page-title"
      className="hero-decoration relative scroll-mt-20 overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white"
    >
      <div className="relative mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-widest text-gold-300">{hero.eyebrow}</p>
          <h1 id="page-title" className="mt-4 font-display text-4xl font-bold tracking-tight sm:text-6xl">
            {hero.title}
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-slate-200 sm:text-xl">{hero.lead}</p>
          <div className="mt-10 flex flex-col gap-4 sm:flex-row">
            <Link to={hero.primary.to} className="btn btn-gold">
              {hero.primary.label}
            </Link>
            <a href={hero.secondary.to} className="btn border border-white/70 text-white hover:bg-white/10">
              {hero.secondary.label}
            </a>
          </div>
        </div>
        <ul className="mt-14 grid max-w-3xl grid-cols-2 gap-3 sm:grid-cols-4" aria-label="What we help with">
          {hero.pillars.map((pillar) => (
            <li
              key={pillar}
              className="rounded-xl bg-white/10 px-4 py-3 text-center text-sm font-semibold text-white ring-1 ring-white/15"
            >
              {pillar}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
