'use client';

/** Last-resort boundary (the root layout itself failed): plain markup, no app styles needed. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem 1.5rem', maxWidth: '40rem', margin: '0 auto' }}>
        <h1>Something went wrong</h1>
        <p>The site could not be shown right now. Please try again in a moment.</p>
        <button type="button" onClick={reset}>
          Try again
        </button>
      </body>
    </html>
  );
}
