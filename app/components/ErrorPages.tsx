import { isRouteErrorResponse, useLocation, useRouteError, type ErrorResponse } from "@remix-run/react";
import { Link } from "~/components/Link";
import type { Language } from "#server/platform/language";
import { useLanguage, useT } from "~/lib/language";
import { SERVER_ERROR_TEXT, TRY_AGAIN, shopLogo } from "~/messages/_frame";
import { CLIENT_ERROR_FALLBACK } from "~/messages/CLIENT_ERROR_FALLBACK";
import { CLIENT_ERROR_TEXTS } from "~/messages/CLIENT_ERROR_TEXTS";
import { COMING_SOON } from "~/messages/COMING_SOON";
import { GO_BACK } from "~/messages/GO_BACK";
import { NOT_FOUND_TEXT } from "~/messages/NOT_FOUND_TEXT";
import { SHOP_LOGO } from "~/messages/SHOP_LOGO";
import { UNAVAILABLE_TEXT } from "~/messages/UNAVAILABLE_TEXT";
import { UNAVAILABLE_TITLE } from "~/messages/UNAVAILABLE_TITLE";
import { comingSoonText } from "~/messages/comingSoonText";

/**
 * The body of an error response thrown by our loaders and actions:
 * `data({ message }, { status })`, `data({ reason: "not-found" })`, the root's
 * `{ reason: "coming-soon", name, logoUrl }`. Anything else (Remix's own error strings,
 * which name route files) is not shown.
 */
export type ErrorPayload = { reason?: string; message?: string; name?: string | null; logoUrl?: string | null };

const MAX_MESSAGE_LENGTH = 500;
const text = (value: unknown) => (typeof value === "string" ? value : undefined);
const textOrNull = (value: unknown) => (value === null ? null : text(value));

/**
 * Reads each field on its own: one odd field (a message too long to show) does not lose the
 * others. Written out rather than a zod schema because it runs in the browser on every page,
 * and zod is 14 KB gzipped (docs/decisions/0009-js-budget.md).
 */
export function errorPayload(data: unknown): ErrorPayload {
  if (typeof data !== "object" || data === null) return {};
  const fields = data as Record<string, unknown>;
  const message = text(fields.message)?.trim();
  return {
    reason: text(fields.reason),
    message: message && message.length <= MAX_MESSAGE_LENGTH ? message : undefined,
    name: textOrNull(fields.name),
    logoUrl: textOrNull(fields.logoUrl),
  };
}

/**
 * The sentence a 4xx page shows: the thrown message, else what its status means (Remix's own
 * 405, a bare `data(null, { status })`), in one sentence a shopper understands.
 */
export function clientErrorText(status: number, payload: ErrorPayload, language: Language = "en"): string {
  const texts: Record<number, string | undefined> = CLIENT_ERROR_TEXTS[language];
  return payload.message ?? texts[status] ?? CLIENT_ERROR_FALLBACK[language];
}

const buttonClass = "mt-8 inline-block rounded bg-main px-6 py-2 font-medium text-white hover:bg-main-deep";

function ErrorSection({
  status,
  title,
  testId,
  children,
}: {
  status: number;
  title: string;
  testId: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center" data-testid={testId}>
      <p className="text-6xl font-bold text-main">{status}</p>
      <h1 className="mt-4 text-2xl font-semibold text-ink">{title}</h1>
      {children}
    </section>
  );
}

function GoBack() {
  const t = useT();
  return (
    <Link to="/" className={buttonClass}>
      {t(GO_BACK)}
    </Link>
  );
}

export function NotFoundMessage() {
  const t = useT();
  return (
    <ErrorSection status={404} title={t(NOT_FOUND_TEXT)} testId="not-found">
      <GoBack />
    </ErrorSection>
  );
}

/**
 * The upstream is down. "Try again" reloads this very page (path and query) as a plain
 * link, so it works without JavaScript and whatever route failed.
 */
export function UnavailableMessage() {
  const location = useLocation();
  const t = useT();
  return (
    <ErrorSection status={503} title={t(UNAVAILABLE_TITLE)} testId="unavailable">
      <p className="mt-2 text-ink/80">{t(UNAVAILABLE_TEXT)}</p>
      <a href={`${location.pathname}${location.search}`} className={buttonClass}>
        {t(TRY_AGAIN)}
      </a>
    </ErrorSection>
  );
}

/** A refused request (4xx): the reason, never "something went wrong". */
export function ClientErrorMessage({ status, text }: { status: number; text: string }) {
  return (
    <ErrorSection status={status} title={text} testId="client-error">
      <GoBack />
    </ErrorSection>
  );
}

/** A true server failure (5xx but 503): no detail reaches the page. */
export function ServerErrorMessage({ status }: { status: number }) {
  const t = useT();
  return (
    <ErrorSection status={status} title={t(SERVER_ERROR_TEXT)} testId="error">
      <GoBack />
    </ErrorSection>
  );
}

export function ComingSoon({ name, logoUrl }: { name: string | null; logoUrl: string | null }) {
  const t = useT();
  return (
    <section
      className="flex min-h-screen flex-col items-center justify-center gap-6 bg-bright-bg px-4 text-center"
      data-testid="coming-soon"
    >
      {logoUrl ? <img src={logoUrl} alt={name ? t(shopLogo)(name) : t(SHOP_LOGO)} width={96} height={96} /> : null}
      <h1 className="text-5xl font-bold text-main">{t(COMING_SOON)}</h1>
      {name ? <p className="text-lg text-ink/80">{t(comingSoonText)(name)}</p> : null}
    </section>
  );
}

export type StatusHandler = (info: {
  error: ErrorResponse;
  payload: ErrorPayload;
  /** The page's language (a handler is called, not rendered: it cannot read it itself). */
  language: Language;
}) => React.ReactNode;

/** 404 and 503 have their own pages, other 4xx show their reason, 5xx a plain apology. */
export const defaultStatusHandler: StatusHandler = ({ error, payload, language }) => {
  if (error.status === 404) return <NotFoundMessage />;
  if (error.status === 503) return <UnavailableMessage />;
  if (error.status >= 400 && error.status < 500)
    return <ClientErrorMessage status={error.status} text={clientErrorText(error.status, payload, language)} />;
  return <ServerErrorMessage status={error.status} />;
};

/**
 * The one error boundary (after the Epic Stack's GeneralErrorBoundary): a thrown error
 * response goes to the handler for its status, else to the default one; anything else
 * thrown (a bug) is a 500 whose details stay in the server log.
 */
export function GeneralErrorBoundary({
  statusHandlers = {},
  unexpectedErrorHandler = () => <ServerErrorMessage status={500} />,
}: {
  statusHandlers?: Partial<Record<number, StatusHandler>>;
  unexpectedErrorHandler?: (error: unknown) => React.ReactNode;
}) {
  const error = useRouteError();
  const language = useLanguage();
  if (!isRouteErrorResponse(error)) return <>{unexpectedErrorHandler(error)}</>;
  const handler = statusHandlers[error.status] ?? defaultStatusHandler;
  return <>{handler({ error, payload: errorPayload(error.data), language })}</>;
}

/** The root's boundary (no shop data at all): an unpublished shop's 503 is Coming Soon, the rest as anywhere. */
export function RootErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        503: (info) =>
          info.payload.reason === "coming-soon" ? (
            <ComingSoon name={info.payload.name ?? null} logoUrl={info.payload.logoUrl ?? null} />
          ) : (
            defaultStatusHandler(info)
          ),
      }}
    />
  );
}
