import { createContext, type ReactNode, useContext } from 'react';
import { IS_MOBILE } from '../lib/device.ts';

const DeviceContext = createContext<boolean>(IS_MOBILE);

/**
 * Whether the tree renders the phone layout (spec: chosen from the user agent). In the browser it is
 * decided once at start; a server render decides it from the request's user agent.
 */
export function DeviceProvider({ mobile, children }: { mobile: boolean; children: ReactNode }) {
  return <DeviceContext value={mobile}>{children}</DeviceContext>;
}

export function useIsMobile(): boolean {
  return useContext(DeviceContext);
}
