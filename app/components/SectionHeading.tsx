import { Link } from "~/components/Link";
import { useT } from "~/lib/language";
import { SEE_ALL } from "~/messages/SEE_ALL";
import { seeAllOf } from "~/messages/seeAllOf";

/** A section's title with an optional 'See all' link to the full list. */
export function SectionHeading({
  title,
  seeAllHref,
  id,
  as: Heading = "h2",
}: {
  title: string;
  seeAllHref?: string | null;
  id?: string;
  as?: "h1" | "h2";
}) {
  const t = useT();
  return (
    <div className="mb-6 flex items-end justify-between gap-4">
      <Heading id={id} className="text-2xl font-bold text-ink md:text-3xl">
        {title}
      </Heading>
      {seeAllHref ? (
        <Link
          to={seeAllHref}
          className="shrink-0 text-sm font-semibold text-main hover:underline"
          aria-label={t(seeAllOf)(title)}
        >
          {t(SEE_ALL)}
        </Link>
      ) : null}
    </div>
  );
}
