import { Link } from "~/components/Link";
import { HIGH_FETCH_PRIORITY } from "~/lib/fetch-priority";
import type { KeenSliderInstance, KeenSliderOptions, KeenSliderPlugin } from "keen-slider";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { ChevronDownIcon } from "./icons";
import { useLanguage, useT } from "~/lib/language";
import { DIRECTION } from "#server/platform/language";
import { FEATURED } from "~/messages/FEATURED";
import { NEXT_SLIDE } from "~/messages/NEXT_SLIDE";
import { PREVIOUS_SLIDE } from "~/messages/PREVIOUS_SLIDE";
import { goToSlide } from "~/messages/goToSlide";
import { slideOf } from "~/messages/slideOf";

/** A slide as the home page renders it; `href` is already checked (a same-site path). */
export type HomeSlide = {
  id: number;
  title: string;
  imageUrl: string;
  mobileImageUrl: string;
  href: string | null;
};

/** Spec §9: 800 ms, margin 10, one item. Autoplay waits this long on each slide. */
const AUTOPLAY_MS = 5000;
const ANIMATION_MS = 800;
const SLIDE_SPACING = 10;

/**
 * keen-slider's documented autoplay plugin: a timer restarted after every animation, stopped
 * while the pointer or the keyboard focus is on the slider (arrows and dots included) and
 * never started when the visitor prefers reduced motion.
 */
const autoplay: KeenSliderPlugin = (slider) => {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  let paused = false;
  const reducedMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  const clearNextTimeout = () => clearTimeout(timeout);
  const nextTimeout = () => {
    clearTimeout(timeout);
    if (paused || reducedMotion) return;
    timeout = setTimeout(() => slider.next(), AUTOPLAY_MS);
  };
  const pause = () => {
    paused = true;
    clearNextTimeout();
  };
  const resume = () => {
    paused = false;
    nextTimeout();
  };
  slider.on("created", () => {
    const region = slider.container.parentElement ?? slider.container;
    region.addEventListener("mouseover", pause);
    region.addEventListener("mouseout", resume);
    region.addEventListener("focusin", pause);
    region.addEventListener("focusout", resume);
    nextTimeout();
  });
  slider.on("dragStarted", clearNextTimeout);
  slider.on("animationEnded", nextTimeout);
  slider.on("updated", nextTimeout);
  slider.on("destroyed", clearNextTimeout);
};

const PLUGINS = [autoplay];

type KeenSliderConstructor = (typeof import("keen-slider"))["default"];

/**
 * keen-slider once `wanted` (after hydration), loaded then: its 5.7 KB (gzipped) stay out of
 * the scripts the home page needs before it hydrates (docs/decisions/0009-js-budget.md). The
 * library's own constructor, as its React hook uses it. `active` once it is loaded: the markup
 * then takes keen-slider's classes, and `container` (a ref callback) hands the element to it in
 * that same commit, before the browser paints, so no frame shows keen's classes without keen's
 * sizes (three slides squeezed into one row). If it cannot be loaded, the strip stays the
 * scrollable one.
 */
function useKeenSliderWhen(wanted: boolean, options: KeenSliderOptions, plugins: KeenSliderPlugin[]) {
  const [KeenSlider, setKeenSlider] = useState<KeenSliderConstructor | null>(null);
  const instance = useRef<KeenSliderInstance | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    import("keen-slider").then(
      (module) => {
        if (!cancelled) setKeenSlider(() => module.default);
      },
      () => undefined, // not loaded: the strip stays the scrollable one
    );
    return () => {
      cancelled = true;
    };
  }, [wanted]);
  const container = useCallback(
    (element: HTMLDivElement | null) => {
      instance.current?.destroy();
      instance.current = element && KeenSlider ? new KeenSlider(element, options, plugins) : null;
    },
    [KeenSlider, options, plugins],
  );
  return { container, instance, active: wanted && KeenSlider !== null };
}

/**
 * The home slider. The server renders a horizontally scrollable strip (CSS scroll-snap) that
 * works without JavaScript and hides nothing; once hydrated, keen-slider takes the same
 * markup over and adds autoplay, looping, arrows and dots.
 */
export function HomeSlider({ slides }: { slides: HomeSlide[] }) {
  const hydrated = useHydrated();
  const [current, setCurrent] = useState(0);
  const t = useT();
  const rtl = DIRECTION[useLanguage()] === "rtl";
  const options = useMemo<KeenSliderOptions>(
    () => ({
      rtl,
      loop: true,
      defaultAnimation: { duration: ANIMATION_MS },
      slides: { perView: 1, spacing: SLIDE_SPACING },
      slideChanged: (slider) => setCurrent(slider.track.details.rel),
    }),
    [rtl],
  );
  const slider = useKeenSliderWhen(hydrated && slides.length > 1, options, PLUGINS);
  const interactive = slider.active;

  if (slides.length === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t(FEATURED)}
      className="relative mx-auto max-w-7xl px-4 pt-6"
      data-testid="home-slider"
    >
      <div
        // keen-slider gets the element in the commit that gives it keen's classes (useKeenSliderWhen).
        ref={slider.container}
        className={
          interactive ? "keen-slider rounded-lg" : "flex snap-x snap-mandatory gap-[10px] overflow-x-auto rounded-lg"
        }
        data-testid="slider-track"
      >
        {slides.map((slide, index) => (
          <div
            key={slide.id}
            // shrink-0: a slide keeps the strip's full width in the frame (if one is painted) between
            // keen's classes and keen's own sizes, which it sets on the next animation frame.
            className={interactive ? "keen-slider__slide shrink-0" : "relative w-full shrink-0 snap-start"}
            role="group"
            aria-roledescription="slide"
            aria-label={t(slideOf)(index + 1, slides.length)}
          >
            <picture>
              <source media="(max-width: 767px)" srcSet={slide.mobileImageUrl} width={750} height={1000} />
              <img
                src={slide.imageUrl}
                alt={slide.title}
                width={1600}
                height={600}
                loading={index === 0 ? "eager" : "lazy"}
                {...(index === 0 ? HIGH_FETCH_PRIORITY : {})}
                className="aspect-[3/4] h-auto w-full object-cover md:aspect-[8/3]"
              />
            </picture>
            <SlideTitle slide={slide} />
          </div>
        ))}
      </div>
      {interactive ? (
        <>
          <ArrowButton label={t(PREVIOUS_SLIDE)} side="start" onClick={() => slider.instance.current?.prev()} />
          <ArrowButton label={t(NEXT_SLIDE)} side="end" onClick={() => slider.instance.current?.next()} />
        </>
      ) : null}
      {/* The dots' row has its height from the first paint: dots arriving with the slider move
          nothing. Without scripts there will be no dots: no empty row either. */}
      {slides.length > 1 ? (
        <div className="mt-2 flex h-6 justify-center [@media(scripting:none)]:hidden" data-testid="slider-dots">
          {interactive
            ? slides.map((slide, index) => (
                // A 24×24 px target (WCAG 2.5.8) around the small dot that shows.
                <button
                  key={slide.id}
                  type="button"
                  onClick={() => slider.instance.current?.moveToIdx(index)}
                  className="group flex h-6 min-w-6 items-center justify-center px-1"
                  aria-label={t(goToSlide)(index + 1)}
                  aria-current={index === current ? "true" : undefined}
                >
                  <span
                    className={`h-2.5 rounded-full transition-all ${index === current ? "w-6 bg-main" : "w-2.5 bg-ink/25 group-hover:bg-ink/40"}`}
                  />
                </button>
              ))
            : null}
        </div>
      ) : null}
    </section>
  );
}

function ArrowButton({ label, side, onClick }: { label: string; side: "start" | "end"; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`absolute top-1/2 -translate-y-1/2 rounded-full bg-white/80 p-2 text-ink shadow hover:bg-white ${side === "start" ? "start-6" : "end-6"}`}
      aria-label={label}
    >
      {/* The chevron points to its side: mirrored on a right-to-left page, where "previous" is on the right. */}
      <ChevronDownIcon className={side === "start" ? "rotate-90 rtl:-rotate-90" : "-rotate-90 rtl:rotate-90"} />
    </button>
  );
}

function SlideTitle({ slide }: { slide: HomeSlide }) {
  const className =
    "absolute bottom-6 start-6 rounded-md bg-main px-5 py-2 text-sm font-semibold text-white shadow hover:bg-main-deep md:text-base";
  if (!slide.href) return <span className={className}>{slide.title}</span>;
  return (
    <Link to={slide.href} className={className}>
      {slide.title}
    </Link>
  );
}
