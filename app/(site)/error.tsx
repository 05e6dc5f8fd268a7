'use client';

import Link from '@/components/ui/link';

/** Anything unexpected on a public page: a calm message, never a stack trace. */
export default function SiteError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="container section" role="alert">
      <h1>Something went wrong</h1>
      <p className="lead">This page could not be shown right now. Please try again in a moment.</p>
      <p style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
        <button type="button" className="btn btn-primary" onClick={reset}>
          Try again
        </button>
        <Link href="/" className="btn btn-outline">
          Home
        </Link>
      </p>
    </div>
  );
}
