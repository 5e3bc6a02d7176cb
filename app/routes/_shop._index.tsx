import type { MetaFunction } from "@remix-run/node";
import { useRouteLoaderData } from "@remix-run/react";
import { shopMeta } from "~/lib/meta";
import type { loader as rootLoader } from "~/root";

export const meta: MetaFunction = ({ matches }) => shopMeta(matches, "Home");

/** Home: the catalogue sections (slider, new arrivals, top categories …) come with the catalog issue. */
export default function Home() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <section className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold text-ink">Welcome to {root?.shop.name}</h1>
      <span id="top-categories" />
      <span id="top-products" />
    </section>
  );
}
