import { Link } from "~/components/ui/link";
import { wrapIndex, type ShopImage } from "~/lib/shop-product";

/**
 * The product gallery: previous/next (wrapping at both ends), dots and thumbnails. Every control is
 * a link to ?image=N, so it works without JavaScript; with it the URL changes in place.
 */
export function ProductGallery({
  images,
  index,
  hrefFor,
}: {
  images: readonly ShopImage[];
  index: number;
  hrefFor: (index: number) => string;
}) {
  const current = wrapIndex(index, images.length);
  const image = images[current];
  const many = images.length > 1;
  const linkProps = { replace: true, preventScrollReset: true } as const;
  return (
    <section aria-label="Product images" className="space-y-4" data-testid="gallery">
      <div className="relative overflow-hidden rounded-2xl bg-slate-100 ring-1 ring-slate-200">
        <img
          src={image.url}
          alt={image.alt}
          width={800}
          height={800}
          className="aspect-square w-full object-cover"
          data-testid="gallery-image"
        />
        {many ? (
          <>
            <Link
              {...linkProps}
              to={hrefFor(wrapIndex(current - 1, images.length))}
              className="absolute left-3 top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white"
              aria-label="Previous image"
              data-testid="gallery-prev"
            >
              <span aria-hidden="true">‹</span>
            </Link>
            <Link
              {...linkProps}
              to={hrefFor(wrapIndex(current + 1, images.length))}
              className="absolute right-3 top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white"
              aria-label="Next image"
              data-testid="gallery-next"
            >
              <span aria-hidden="true">›</span>
            </Link>
            <ol className="absolute inset-x-0 bottom-1.5 flex justify-center" aria-label="Choose an image">
              {images.map((_, i) => (
                <li key={i}>
                  <Link
                    {...linkProps}
                    to={hrefFor(i)}
                    // A 24 px target (WCAG 2.5.8) around the 12 px dot.
                    className="group flex h-6 w-6 items-center justify-center rounded-full"
                    aria-label={`Image ${i + 1} of ${images.length}`}
                    aria-current={i === current ? "true" : undefined}
                    data-testid="gallery-dot"
                  >
                    <span
                      aria-hidden="true"
                      className={`block h-3 w-3 rounded-full ring-1 ring-slate-900/20 ${i === current ? "bg-brand-800" : "bg-white/80 group-hover:bg-white"}`}
                    />
                  </Link>
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </div>
      {many ? (
        <ul className="grid grid-cols-4 gap-3 sm:grid-cols-5" aria-label="Thumbnails">
          {images.map((thumb, i) => (
            <li key={thumb.url}>
              <Link
                {...linkProps}
                to={hrefFor(i)}
                className={`block overflow-hidden rounded-lg ring-2 ${i === current ? "ring-brand-800" : "ring-transparent hover:ring-slate-300"}`}
                aria-label={`Show image ${i + 1}`}
                aria-current={i === current ? "true" : undefined}
              >
                <img
                  src={thumb.url}
                  alt=""
                  width={160}
                  height={160}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square w-full object-cover"
                />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
