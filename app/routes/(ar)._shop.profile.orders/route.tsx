import type { MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useSubmit } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { ORDER_STATUSES } from "#server/upstream/constants";
import { OrderCard } from "~/components/OrderCard";
import { Pagination } from "~/components/Pagination";
import { EmptyNote, ProfileSection } from "~/components/ProfileTabs";
import { shopMeta } from "~/lib/meta";
import { NO_ORDERS } from "~/texts";
import type { loader } from "./orders";

export { loader } from "./orders";

export const meta: MetaFunction = ({ matches }) => shopMeta(matches, "Order History", "Your orders");

const STATUS_ENTRIES = Object.entries(ORDER_STATUSES).map(([id, label]) => ({ id: Number(id), label }));

export default function OrderHistory() {
  const { status, page, orders, totalPages } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  const hydrated = useHydrated();
  return (
    <ProfileSection
      title="Order History"
      aside={
        // A GET form: changing the status starts again at page 1 (no page field).
        <Form method="get" className="flex items-center gap-2" onChange={(event) => submit(event.currentTarget)}>
          <label htmlFor="order-status" className="text-sm font-medium">
            Status
          </label>
          <select
            id="order-status"
            name="status"
            defaultValue={status}
            key={status}
            className="rounded border border-ink/20 bg-white px-3 py-2 text-sm"
          >
            {STATUS_ENTRIES.map((entry) => (
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
              Show
            </button>
          )}
        </Form>
      }
    >
      {orders.length === 0 ? (
        <EmptyNote testId="no-orders">{NO_ORDERS}</EmptyNote>
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
            label="Order pages"
          />
        </>
      )}
    </ProfileSection>
  );
}
