import { useEffect, useState } from 'react';
import { KEPT_DRAFT_GONE, type AnyFlow } from '@shop/flow-kit';
import { keptDraftGone } from './serverDraft';

/**
 * The link of a draft the server no longer has (expired, or its order completed): the page says so
 * above a blank form. Shown once hydrated: the server's page knows nothing of the browser's fetch.
 */
export function KeptDraftGone({ flow, path }: { flow: AnyFlow; path: string }) {
  const [gone, setGone] = useState(false);
  useEffect(() => setGone(keptDraftGone(flow, path)), [flow, path]);
  if (!gone) return null;
  return (
    <div className="mx-auto max-w-5xl px-4 pt-8">
      <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
        {KEPT_DRAFT_GONE}
      </p>
    </div>
  );
}
