import type { Testimonial } from "~/content/types";
import { SectionHeading } from "~/components/ui/section-heading";
import { StarRating } from "~/components/ui/star-rating";
import { initials } from "~/lib/profile";

export function TestimonialList({
  testimonials,
  heading = "What our clients say",
}: {
  testimonials: readonly Testimonial[];
  heading?: string;
}) {
  // A page shows hers or none: in production the samples of app/content never show.
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <SectionHeading id="testimonials-heading" eyebrow="Testimonials" title={heading} />
      <ul className={`mt-10 grid gap-6 ${testimonials.length >= 3 ? "md:grid-cols-3" : "md:grid-cols-2"}`}>
        {testimonials.map((t, index) => (
          <li key={`${index}-${t.name}`} className="card-enter" style={{ animationDelay: `${index * 0.05}s` }}>
            <figure
              className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
              data-testid="testimonial"
            >
              <StarRating stars={t.stars} />
              <blockquote className="mt-4 flex-1 text-slate-700">
                <p>“{t.quote}”</p>
              </blockquote>
              <figcaption className="mt-5 flex items-center gap-3 border-t border-slate-100 pt-4">
                {t.photo ? (
                  <img
                    src={t.photo.src}
                    alt={t.photo.alt}
                    width={48}
                    height={48}
                    loading="lazy"
                    className="h-12 w-12 flex-none rounded-full object-cover"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex h-12 w-12 flex-none items-center justify-center rounded-full bg-brand-800 font-display text-lg font-bold text-gold-300"
                  >
                    {initials(t.name)}
                  </span>
                )}
                <span>
                  <span className="block font-semibold text-slate-900">{t.name}</span>
                  <span className="block text-sm text-slate-600">{t.context}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
