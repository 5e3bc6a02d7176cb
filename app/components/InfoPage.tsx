/** The frame of the store information pages (/about-us, /policies, /description, /terms). */
export function InfoPage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold text-ink">{title}</h1>
      {children}
    </article>
  );
}
