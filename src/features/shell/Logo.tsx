export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#047857" />
      <path d="M9 12h14l-1.5 11h-11z" fill="#fff" />
      <path d="M12 12a4 4 0 0 1 8 0" stroke="#fff" strokeWidth="2" fill="none" />
    </svg>
  );
}
