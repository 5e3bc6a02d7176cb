import { Link } from "@remix-run/react";

/** The spec's 404 text, shared by the in-shop 404, the unknown-host page and the splat route. */
export const NOT_FOUND_TEXT = "Sorry, We couldn't find what you are looking for!";

export function NotFoundMessage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center" data-testid="not-found">
      <p className="text-6xl font-bold text-main">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-ink">{NOT_FOUND_TEXT}</h1>
      <Link to="/" className="mt-8 inline-block rounded bg-main px-6 py-2 font-medium text-white hover:bg-main/90">
        Go back
      </Link>
    </section>
  );
}

export function UnavailableMessage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center" data-testid="unavailable">
      <p className="text-6xl font-bold text-main">503</p>
      <h1 className="mt-4 text-2xl font-semibold text-ink">The shop is taking a short break.</h1>
      <p className="mt-2 text-ink/70">We couldn't reach our catalogue just now. Your cart is safe; please try again in a moment.</p>
      <a href="." className="mt-8 inline-block rounded bg-main px-6 py-2 font-medium text-white hover:bg-main/90">
        Try again
      </a>
    </section>
  );
}

export function GenericErrorMessage({ status }: { status: number }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center" data-testid="error">
      <p className="text-6xl font-bold text-main">{status}</p>
      <h1 className="mt-4 text-2xl font-semibold text-ink">Something went wrong on our side.</h1>
      <Link to="/" className="mt-8 inline-block rounded bg-main px-6 py-2 font-medium text-white hover:bg-main/90">
        Go back
      </Link>
    </section>
  );
}

export function ComingSoon({ name, logoUrl }: { name: string | null; logoUrl: string | null }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-bright-bg px-4 text-center" data-testid="coming-soon">
      {logoUrl ? <img src={logoUrl} alt={name ? `${name} logo` : "Shop logo"} width={96} height={96} /> : null}
      <h1 className="text-5xl font-bold text-main">Coming Soon</h1>
      {name ? <p className="text-lg text-ink/80">{name} is getting ready. Please come back soon.</p> : null}
    </main>
  );
}
