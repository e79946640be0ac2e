/** The Escazo mark and word. Decorative: the link around it carries the name. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2" aria-hidden="true">
      <svg viewBox="0 0 64 64" className="size-8">
        <rect width="64" height="64" rx="16" fill={inverted ? '#fff' : '#0e5d75'} />
        <path
          d="M18 44c8-14 20-22 30-24-6 6-10 14-12 24"
          fill="none"
          stroke="#ff6f37"
          strokeWidth="5"
          strokeLinecap="round"
        />
        <circle cx="46" cy="20" r="5" fill={inverted ? '#0e5d75' : '#fff'} />
      </svg>
      <span
        className={
          inverted
            ? 'text-xl font-extrabold tracking-tight text-white'
            : 'text-xl font-extrabold tracking-tight text-primary-900'
        }
      >
        Escazo
      </span>
    </span>
  );
}
