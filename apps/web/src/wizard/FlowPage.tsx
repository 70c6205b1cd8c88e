import { useLoaderData } from 'react-router';
import type { AnyFlow } from '@shop/flow-kit';
import type { PriceTable } from '@shop/money';
import { Wizard } from './Wizard';
import { usePageTitle } from '../pages/usePageTitle';

/** The page of any flow: its title, then the generic wizard. */
export function FlowPage() {
  const { flow, prices, path } = useLoaderData() as { flow: AnyFlow; prices: PriceTable; path: string };
  usePageTitle(flow.title);
  // Keyed by flow so moving between two flows starts a fresh wizard.
  return <Wizard key={`${flow.id}${path}`} flow={flow} prices={prices} path={path} />;
}
