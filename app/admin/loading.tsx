export default function AdminLoading() {
  return (
    <p role="status" aria-live="polite" style={{ padding: '2rem' }}>
      Loading…
    </p>
  );
}
