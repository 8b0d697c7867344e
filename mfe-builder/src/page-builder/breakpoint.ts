import { createContext, useContext } from 'react';
import type { Breakpoint } from '../editor/types';

/** Canvas widths: desktop fills the centre, tablet 768px, mobile 375px. */
export const CANVAS_WIDTH: Record<Breakpoint, string> = { desktop: '100%', tablet: '768px', mobile: '375px' };

export const BreakpointContext = createContext<Breakpoint>('desktop');
export const useActiveBreakpoint = () => useContext(BreakpointContext);
