/** Small inline icons for the stud pages; decorative, so hidden from assistive technology. */
function icon(size: number, d: string) {
  return function Icon({ className }: { className?: string }) {
    return (
      <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
        <path fill="currentColor" d={d} />
      </svg>
    );
  };
}

// Marked pure so a bundle that uses one icon does not carry the others' paths.
export const LockIcon = /* @__PURE__ */ icon(
  24,
  'M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 5a3 3 0 1 1 6 0v3H9V7Zm3 6.5a1.75 1.75 0 0 1 1 3.19V18a1 1 0 1 1-2 0v-1.31a1.75 1.75 0 0 1 1-3.19Z',
);

export const PhoneIcon = /* @__PURE__ */ icon(
  20,
  'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1l-2.22 2.23Z',
);
