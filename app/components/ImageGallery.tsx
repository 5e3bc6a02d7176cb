import { Link } from "~/components/Link";
import { useEffect, useState } from "react";
import type { ProductImageView } from "#server/catalog/product-view";
import { HIGH_FETCH_PRIORITY } from "~/lib/fetch-priority";
import { useT } from "~/lib/language";
import { PRODUCT_IMAGES } from "~/messages/PRODUCT_IMAGES";

type ImageGalleryProps = {
  images: ProductImageView[];
  /** Index of the image the URL chose (`?image=2` is index 1). */
  selected: number;
  /** The link a thumbnail leads to without JavaScript (the option choice is kept). */
  hrefFor: (index: number) => string;
};

/**
 * The main image and a scrollable strip of thumbnails. Without JavaScript each thumbnail is
 * a link whose `?image=` chooses the main image; with JavaScript it switches in place.
 */
export function ImageGallery({ images, selected, hrefFor }: ImageGalleryProps) {
  const [current, setCurrent] = useState(selected);
  const t = useT();
  useEffect(() => setCurrent(selected), [selected]);
  const main = images[current] ?? images[0];
  if (!main) return <div className="aspect-square w-full rounded-lg bg-bright-bg" aria-hidden />;
  return (
    <div className="space-y-3" data-testid="image-gallery">
      <div className="overflow-hidden rounded-lg border border-ink/10 bg-bright-bg">
        <img
          src={main.url}
          alt={main.alt}
          width={800}
          height={800}
          className="aspect-square h-auto w-full object-cover"
          data-testid="main-image"
          {...HIGH_FETCH_PRIORITY}
        />
      </div>
      {images.length > 1 ? (
        <ul className="flex snap-x gap-2 overflow-x-auto pb-1" aria-label={t(PRODUCT_IMAGES)}>
          {images.map((image, index) => (
            <li key={image.url} className="shrink-0 snap-start">
              <Link
                to={hrefFor(index)}
                replace
                preventScrollReset
                onClick={(event) => {
                  event.preventDefault();
                  setCurrent(index);
                }}
                aria-current={index === current ? "true" : undefined}
                className={`block overflow-hidden rounded border-2 ${index === current ? "border-main" : "border-transparent hover:border-ink/30"}`}
              >
                {/* Lazy: a thumbnail waits for the page's first paint instead of sharing the connections with the stylesheet and scripts. */}
                <img
                  src={image.url}
                  alt={image.alt}
                  width={80}
                  height={80}
                  loading="lazy"
                  decoding="async"
                  className="h-20 w-20 object-cover"
                />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
