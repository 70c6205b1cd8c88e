import { Suspense, useEffect, useState } from 'react';
import { useLoaderData } from 'react-router';
import { canonicalRouteOf, describeFlow, type AnyFlow } from '@shop/flow-kit';
import type { PriceTable } from '@shop/money';
import type { ServerStep } from '@shop/flow-kit/step-answer';
import { Wizard } from './Wizard';
import { KeptDraftGone } from './KeptDraftGone';
import { usePageMeta } from '../site/ui/usePageMeta';
import { fetchPrices, fetchPublicPrices } from '../api/products';
import { renewalWatchKindsOf } from '@shop/flows/parts/renewal-watch-pages';
import { retryableLazy } from './widgets/OnDemandStatus';

export { preloadWidgetsOf } from './widgets';
export { initialDataOf } from './draftStorage';

/**
 * 'Avísame cuando toque renovar' (ADR 014) is on the renewal pages only: any other flow page sends
 * none of its code (ADR 021). Its route loads it with the page's code where it is shown (routes.tsx).
 */
export const RenewalWatchForm = retryableLazy(() => import('./RenewalWatchForm').then((module) => module.RenewalWatchForm));

/**
 * The page of any flow: its title, then the generic wizard. The wizard first renders the flow's
 * first step from blank data, as the server did, so hydration matches the server's HTML; if this tab
 * keeps a draft, the wizard says so and a fresh one opens from it (with what the visitor typed
 * before the page hydrated, if anything).
 */
export function FlowPage({ flow }: { flow: AnyFlow }) {
  const loaded = useLoaderData() as { prices: PriceTable; path: string; serverStep?: ServerStep };
  const { path } = loaded;
  // Prices read again after the server priced an order otherwise (their loader does not run again
  // for the same address: each step is an entry of the browser's history at it, useStepHistory.ts).
  const [reread, setReread] = useState<{ of: PriceTable; prices: PriceTable }>();
  const prices = reread?.of === loaded.prices ? reread.prices : loaded.prices;
  // spec-2 §7.2: the renovation screens read their public price endpoints when they load.
  useEffect(() => {
    if (!flow.publicPrices) return;
    let current = true;
    void fetchPublicPrices(flow).then((read) => {
      const changed = Object.entries(read).some(([key, cents]) => loaded.prices[key] !== cents);
      if (current && changed) setReread({ of: loaded.prices, prices: { ...loaded.prices, ...read } });
    });
    return () => {
      current = false;
    };
  }, [flow, loaded.prices]);
  // As the server's head says on a full load: after a link inside the site, the previous page's would stay.
  usePageMeta({ title: flow.title, description: describeFlow(flow, prices), canonical: canonicalRouteOf(flow, path) });
  const route = `${flow.id}${path}`;
  // Remembered per route: moving to another flow keeps this page but starts a fresh wizard.
  const [draftFound, setDraftFound] = useState<{ route: string; typed: Record<string, unknown>; arrivedInApp: boolean }>();
  const fromDraft = draftFound?.route === route;
  return (
    <>
      <KeptDraftGone flow={flow} path={path} />
      <Wizard
        serverStep={loaded.serverStep}
        key={`${route}${fromDraft ? '#borrador' : ''}`}
        flow={flow}
        prices={prices}
        path={path}
        fromDraft={fromDraft}
        typedBeforeDraft={fromDraft ? draftFound.typed : undefined}
        takesFocus={fromDraft && draftFound.arrivedInApp}
        onDraftFound={(typed, arrivedInApp) => setDraftFound({ route, typed, arrivedInApp })}
        onPricesChanged={() => void fetchPrices(flow).then((fresh) => setReread({ of: loaded.prices, prices: fresh }))}
      />
      {/* The renewal pages also take a right that is not due yet: 'Avísame cuando toque renovar' (ADR 014). */}
      {renewalWatchKindsOf(path) && (
        <Suspense fallback={null}>
          <RenewalWatchForm path={path} />
        </Suspense>
      )}
    </>
  );
}
