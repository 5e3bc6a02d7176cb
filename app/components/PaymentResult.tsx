import { Link } from "~/components/Link";
import type { ReactNode } from "react";

/** The success and failure pages after paying (spec §2 Result pages): a title, a line, two links. */
export function PaymentResult({
  tone,
  title,
  text,
  links,
  children,
}: {
  tone: "success" | "failure";
  title: string;
  text: string;
  links: { to: string; label: string }[];
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" data-testid={`payment-${tone}`}>
      <p
        aria-hidden="true"
        className={`mx-auto flex h-16 w-16 items-center justify-center rounded-full text-3xl font-bold ${tone === "success" ? "bg-green-100 text-green-700" : "bg-red-100 text-red-700"}`}
      >
        {tone === "success" ? "✓" : "!"}
      </p>
      <h1 className="mt-6 text-2xl font-bold text-ink">{title}</h1>
      <p className="mt-2 text-lg text-ink/80">{text}</p>
      {children}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {links.map((link, index) => (
          <Link
            key={link.to}
            to={link.to}
            className={
              index === 0
                ? "rounded border border-main px-5 py-2 font-medium text-main hover:bg-main/5"
                : "rounded bg-main px-5 py-2 font-medium text-white hover:bg-main-deep"
            }
          >
            {link.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
