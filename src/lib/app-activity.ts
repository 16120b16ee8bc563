/**
 * Whether the app is at rest: none of its own calls (the graph, tRPC) in flight and no route
 * change under way, for a moment. The root element carries `data-app-idle` while it is, so the
 * browser tests and the bench wait for the app itself instead of for the network to fall quiet
 * (which third-party scripts and analytics beacons delay, and which waits half a second more).
 */

// Long enough for the render that follows an answer to start the calls it needs.
const QUIET_MS = 50;
const IDLE_ATTRIBUTE = 'data-app-idle';

let inFlight = 0;
let quietTimer: ReturnType<typeof setTimeout> | undefined;

function showActivity() {
  if (typeof document === 'undefined') return;
  clearTimeout(quietTimer);
  if (inFlight > 0) {
    document.documentElement.removeAttribute(IDLE_ATTRIBUTE);
    return;
  }
  quietTimer = setTimeout(() => {
    if (inFlight > 0 || document.documentElement.hasAttribute(IDLE_ATTRIBUTE)) return;
    document.documentElement.setAttribute(IDLE_ATTRIBUTE, '');
    // The same moment in the Performance timeline, beside the browser's own paint entries.
    performance.mark('lotwise:app-idle');
  }, QUIET_MS);
}

/** Marks the app busy until the returned function is called (once; later calls do nothing). */
export function beginActivity(): () => void {
  inFlight += 1;
  showActivity();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    inFlight -= 1;
    showActivity();
  };
}

/** `fetch` that keeps the app busy until the answer's body has been read. */
export const trackedFetch: typeof fetch = async (input, init) => {
  const end = beginActivity();
  try {
    const response = await fetch(input, init);
    // A copy read to its end (the answer itself is handed on untouched: no body rebuilt, and a
    // body-less 204 or 304 stays as it came).
    await response.clone().arrayBuffer();
    return response;
  } finally {
    end();
  }
};

/** Called once the app has mounted: from then on the root says when it is at rest. */
export function startActivitySignal() {
  showActivity();
}
