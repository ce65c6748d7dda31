import { createContext, type ReactNode, useContext } from 'react';
import { IS_MOBILE } from '../lib/device.ts';
import { useNarrowWindow } from './narrow-window.ts';

const DeviceContext = createContext<boolean>(IS_MOBILE);

/**
 * Whether the tree renders the phone layout: for a phone user agent (spec; decided once at start in
 * the browser, from the request's user agent on the server) and also for any window narrower than
 * the desktop header needs, switching in place as the window is resized. The switch swaps the header
 * only: the kept-alive pages stay mounted, so form input survives it.
 */
export function DeviceProvider({ mobile, children }: { mobile: boolean; children: ReactNode }) {
  const narrow = useNarrowWindow();
  return <DeviceContext value={mobile || narrow}>{children}</DeviceContext>;
}

export function useIsMobile(): boolean {
  return useContext(DeviceContext);
}
