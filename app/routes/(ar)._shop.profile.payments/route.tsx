import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EmptyNote, ProfileSection } from "~/components/ProfileTabs";
import { shopMeta } from "~/lib/meta";
import { useT } from "~/lib/language";
import { NO_PAYMENTS } from "~/messages/NO_PAYMENTS";
import { PAYMENTS_HISTORY } from "~/messages/PAYMENTS_HISTORY";
import { PAYMENTS_HISTORY_DESCRIPTION } from "~/messages/PAYMENTS_HISTORY_DESCRIPTION";
import { PAYMENT_COLUMNS } from "~/messages/PAYMENT_COLUMNS";
import { PAYMENT_STATUSES } from "~/messages/PAYMENT_STATUSES";
import type { loader } from "./payments";

export { loader } from "./payments";

export const meta: MetaFunction = (args) => shopMeta(args, PAYMENTS_HISTORY, PAYMENTS_HISTORY_DESCRIPTION);

const COLUMNS = ["date", "order", "method", "status", "amount"] as const;

export default function PaymentsHistory() {
  const { payments } = useLoaderData<typeof loader>();
  const t = useT();
  const columns = t(PAYMENT_COLUMNS);
  const statuses: Record<string, string> = t(PAYMENT_STATUSES);
  // A status the payment API writes, in the page's language (an unknown one as it comes).
  const statusLabel = (status: string) => (Object.hasOwn(statuses, status) ? statuses[status] : status);
  return (
    <ProfileSection title={t(PAYMENTS_HISTORY)}>
      {payments.length === 0 ? (
        <EmptyNote testId="no-payments">{t(NO_PAYMENTS)}</EmptyNote>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-ink/15">
          <table className="w-full text-start text-sm" data-testid="payments-table">
            <thead className="bg-bright-bg text-ink/80">
              <tr>
                {COLUMNS.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={`px-4 py-2 font-medium ${column === "amount" ? "text-end" : ""}`}
                  >
                    {columns[column]}
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
                  <td className="px-4 py-2 capitalize">{statusLabel(payment.status)}</td>
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
