import { useEffect, useState } from 'react';

/**
 * False on the server and in the render that hydrates its HTML, true from the first effect on. A part whose
 * code loads lazily (React.lazy) renders only then: the server cannot wait for it, and a boundary the server
 * left unfinished makes the hydrating render throw it away and complain (React's error 419).
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
