import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EmptyNote, ProfileSection } from "~/components/ProfileTabs";
import { shopMeta } from "~/lib/meta";
import type { loader } from "./payments";

export { loader } from "./payments";

export const meta: MetaFunction = ({ matches }) => shopMeta(matches, "Payments History", "Your payments");

const NO_PAYMENTS = "You have no payments yet.";

const COLUMNS = ["Date", "Order", "Method", "Status", "Amount"];

export default function PaymentsHistory() {
  const { payments } = useLoaderData<typeof loader>();
  return (
    <ProfileSection title="Payments History">
      {payments.length === 0 ? (
        <EmptyNote testId="no-payments">{NO_PAYMENTS}</EmptyNote>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-ink/15">
          <table className="w-full text-start text-sm" data-testid="payments-table">
            <thead className="bg-bright-bg text-ink/80">
              <tr>
                {COLUMNS.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={`px-4 py-2 font-medium ${column === "Amount" ? "text-end" : ""}`}
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-ink/10">
              {payments.map((payment) => (
                <tr key={payment.id} data-testid="payment-row">
                  <td className="px-4 py-2">{payment.dateLabel}</td>
                  <td className="px-4 py-2">{payment.orderId ? `#${payment.orderId}` : "—"}</td>
                  <td className="px-4 py-2">{payment.methodLabel}</td>
                  <td className="px-4 py-2 capitalize">{payment.status}</td>
                  <td className="px-4 py-2 text-end font-semibold">{payment.amountLabel}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ProfileSection>
  );
}
