/** A home section's h2 and lead line. */
export function SectionHeading({ id, title, lead }: { id: string; title: string; lead?: string }) {
  return (
    <div className="mb-8 max-w-2xl sm:mb-10">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {lead ? <p className="mt-2 text-slate-700">{lead}</p> : null}
    </div>
  );
}
