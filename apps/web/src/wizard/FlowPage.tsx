import { useMemo } from 'react';
import { useLoaderData } from 'react-router';
import type { AnyFlow } from '@shop/flow-kit';
import type { PriceTable } from '@shop/money';
import { Wizard } from './Wizard';
import { hasDraft } from './draftStorage';
import { usePageTitle } from '../pages/usePageTitle';
import { useHydrated } from '../useHydrated';

/**
 * The page of any flow: its title, then the generic wizard. The server renders the flow's first
 * step from blank data; the visitor's draft (kept in this tab) is only read once the page has
 * hydrated, so hydration matches the server's HTML, and a draft then opens a fresh wizard.
 */
export function FlowPage({ flow }: { flow: AnyFlow }) {
  const { prices, path } = useLoaderData() as { prices: PriceTable; path: string };
  const hydrated = useHydrated();
  usePageTitle(flow.title);
  // Keyed by flow so moving between two flows starts a fresh wizard; a draft found at hydration too.
  // Looked for once, in the render that follows hydration: the wizard writes its own draft right
  // after, and finding that one on any later render would remount the wizard for nothing.
  const draftFound = useMemo(() => hydrated && hasDraft(flow, path), [hydrated, flow, path]);
  const draft = draftFound ? '#borrador' : '';
  return <Wizard key={`${flow.id}${path}${draft}`} flow={flow} prices={prices} path={path} withDraft={hydrated} />;
}
