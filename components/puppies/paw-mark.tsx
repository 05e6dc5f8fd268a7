/** A decorative paw print, used where an entry has no photo yet. */
export function PawMark({ size = 56 }: { size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <g fill="currentColor">
        <ellipse cx="32" cy="42" rx="13" ry="11" />
        <ellipse cx="15" cy="27" rx="6" ry="7.5" />
        <ellipse cx="49" cy="27" rx="6" ry="7.5" />
        <ellipse cx="24" cy="15" rx="5.5" ry="7" />
        <ellipse cx="40" cy="15" rx="5.5" ry="7" />
      </g>
    </svg>
  );
}
