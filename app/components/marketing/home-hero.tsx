import { Link } from "~/components/ui/link";
import type { ProfileImage } from "~/content/profile";
import type { HomePageContent } from "./home-content";
import { Portrait } from "./person";

/** Her name, headline and photo, as her profile shows them (the loader's). */
interface HeroPerson {
  name: string;
  role: string;
  headshot: ProfileImage;
}

export function HomeHero({ hero, person }: { hero: HomePageContent["hero"]; person: HeroPerson }) {
  return (
    <section
      id="home"
      aria-labelledby="page-title"
      className="hero-decoration relative scroll-mt-20 overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white"
    >
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1fr_22rem]">
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
          <p className="mt-10 text-sm text-slate-300">
            <span className="sr-only">{hero.pillarsLabel}: </span>
            {hero.pillars.join(" · ")}
          </p>
        </div>
        <figure className="mx-auto w-full max-w-xs lg:max-w-none" data-testid="hero-person">
          <Portrait
            image={person.headshot}
            eager
            className="aspect-[4/5] w-full rounded-3xl shadow-2xl ring-4 ring-gold-400/70"
          />
          <figcaption className="mt-4 text-center">
            <span className="block font-display text-xl font-bold text-white">{person.name}</span>
            <span className="block text-sm text-gold-200">{person.role}</span>
            <Link
              to="/about"
              className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-white underline underline-offset-4 hover:text-gold-200"
            >
              {hero.meetLabel}
            </Link>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
