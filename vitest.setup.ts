import { loadNumberingPlans } from '@shop/flow-kit';

// Tests check phones against the real numbering plans, as the server does.
await loadNumberingPlans();
