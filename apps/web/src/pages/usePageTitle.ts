import { useEffect } from 'react';
import { company } from '@shop/settings';

/** Sets the document title as `{page} | {company}`. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | ${company.name}`;
  }, [title]);
}
