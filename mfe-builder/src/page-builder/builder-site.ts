import { createContext, useContext } from 'react';

/** The site of the page being edited, for what inside the editor reads that site's things (the product picker's store). */
export const BuilderSiteContext = createContext<number | null>(null);

export const useBuilderSite = (): number | null => useContext(BuilderSiteContext);
