import { useEffect, useState } from 'react';

/**
 * Loads a module the first time `when` is true (a dropdown opens, a modal shows), so that data
 * only some visitors need (the country list, the class texts) stays out of the first page load.
 */
export function useOnDemand<T>(load: () => Promise<T>, when: boolean): T | undefined {
  const [loaded, setLoaded] = useState<T>();
  useEffect(() => {
    if (!when || loaded) return;
    let current = true;
    load().then((module) => current && setLoaded(() => module));
    return () => {
      current = false;
    };
  }, [when, loaded, load]);
  return loaded;
}

export const loadCountries = () => import('@shop/ip-content/countries');
export const loadNiceClasses = () => import('@shop/ip-content/nice-classes');
