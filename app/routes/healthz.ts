/** Liveness: the process is up and serving. Needs no tenant and no upstream. */
export function loader() {
  return new Response(JSON.stringify({ status: "ok" }), {
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
  });
}
