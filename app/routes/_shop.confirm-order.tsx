import type { MetaFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadOrder } from "#server/account/account";
import { requireUser } from "#server/identity/auth";
import { idOrNotFound, redirect, shopRoute } from "#server/tenancy/route";
import { UpstreamError } from "#server/upstream/client";
import { OrderCard } from "~/components/OrderCard";
import { PaymentResult } from "~/components/PaymentResult";
import { CONTINUE_SHOPPING, SUCCESS_TEXT, SUCCESS_TITLE } from "~/texts";
import { shopMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) => shopMeta(matches, "Order confirmed", SUCCESS_TEXT);

/**
 * The success page (spec §2) for one of the shopper's orders, read back from the upstream:
 * the pay flow comes here only after the upstream confirmed the order. Without an order of
 * theirs, the order history is the place to look.
 */
export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, shop }) => {
    const user = await requireUser(request, shop.id);
    const raw = new URL(request.url).searchParams.get("order");
    if (!raw) throw redirect("/profile/orders", { status: 303 });
    try {
      return { order: await loadOrder(shop, user, idOrNotFound(raw)) };
    } catch (error) {
      if (error instanceof UpstreamError && error.kind === "not_found")
        throw redirect("/profile/orders", { status: 303 });
      throw error;
    }
  });
}

export default function ConfirmOrder() {
  const { order } = useLoaderData<typeof loader>();
  return (
    <PaymentResult
      tone="success"
      title={SUCCESS_TITLE}
      text={SUCCESS_TEXT}
      links={[
        { to: "/", label: CONTINUE_SHOPPING },
        { to: "/profile/orders", label: "View your orders" },
      ]}
    >
      <div className="mt-8 text-left">
        <OrderCard order={order} headingLevel={2} />
      </div>
    </PaymentResult>
  );
}
