import type { MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useSubmit } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { OrderCard } from "~/components/OrderCard";
import { Pagination } from "~/components/Pagination";
import { EmptyNote, ProfileSection } from "~/components/ProfileTabs";
import { shopMeta } from "~/lib/meta";
import { useT } from "~/lib/language";
import { NO_ORDERS } from "~/messages/NO_ORDERS";
import { ORDER_HISTORY } from "~/messages/ORDER_HISTORY";
import { ORDER_HISTORY_DESCRIPTION } from "~/messages/ORDER_HISTORY_DESCRIPTION";
import { ORDER_PAGES } from "~/messages/ORDER_PAGES";
import { ORDER_STATUS_NAMES } from "~/messages/ORDER_STATUS_NAMES";
import { SHOW } from "~/messages/SHOW";
import { STATUS } from "~/messages/STATUS";
import type { loader } from "./orders";

export { loader } from "./orders";

export const meta: MetaFunction = (args) => shopMeta(args, ORDER_HISTORY, ORDER_HISTORY_DESCRIPTION);

export default function OrderHistory() {
  const { status, page, orders, totalPages } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const t = useT();
  // The spec's statuses (§4) by id, in the page's language.
  const statuses = Object.entries(t(ORDER_STATUS_NAMES)).map(([id, label]) => ({ id: Number(id), label }));
  return (
    <ProfileSection
      title={t(ORDER_HISTORY)}
      aside={
        // A GET form: changing the status starts again at page 1 (no page field).
        <Form method="get" className="flex items-center gap-2" onChange={(event) => submit(event.currentTarget)}>
          <label htmlFor="order-status" className="text-sm font-medium">
            {t(STATUS)}
          </label>
          <select
            id="order-status"
            name="status"
            defaultValue={status}
            key={status}
            className="rounded border border-ink/20 bg-white px-3 py-2 text-sm"
          >
            {statuses.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.label}
              </option>
            ))}
          </select>
          {hydrated ? null : (
            <button
              type="submit"
              className="rounded bg-main px-4 py-2 text-sm font-semibold text-white hover:bg-main-deep"
            >
              {t(SHOW)}
            </button>
          )}
        </Form>
      }
    >
      {orders.length === 0 ? (
        <EmptyNote testId="no-orders">{t(NO_ORDERS)}</EmptyNote>
      ) : (
        <>
          <div className="space-y-4">
            {orders.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </div>
          <Pagination
            page={page}
            totalPages={totalPages}
            hrefFor={(target) => `/profile/orders?status=${status}&page=${target}`}
            label={t(ORDER_PAGES)}
          />
        </>
      )}
    </ProfileSection>
  );
}
