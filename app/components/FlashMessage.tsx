/** A success or error text carried across a redirect through the session (spec texts verbatim). */
export type Flash = { kind: "success" | "error"; text: string };

export function FlashMessage({ flash }: { flash: Flash | null }) {
  if (!flash) return null;
  const colours =
    flash.kind === "success" ? "border-green-600 bg-green-50 text-green-900" : "border-red-600 bg-red-50 text-red-800";
  return (
    <div
      role={flash.kind === "error" ? "alert" : "status"}
      className={`mx-auto mt-4 w-full max-w-7xl px-4`}
      data-testid="flash"
    >
      <p className={`rounded border-s-4 px-4 py-3 ${colours}`}>{flash.text}</p>
    </div>
  );
}
