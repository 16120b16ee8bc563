import type { ShellNotification } from '../shared/notifications';

/**
 * Messages to the native mobile shell (SPEC.md section 7, CONTRACTS.md "Native mobile shell").
 * The app is inside the shell when `window.flutter_inappwebview.callHandler` is a function;
 * outside it nothing is sent. A shell that throws, rejects or never answers cannot break the page.
 */
export type ShellMessages = {
  'get-device': undefined;
  userTypeHandler: { userType: string };
  'set-products': { org_feature_flags: string[] };
  settingsChangeHandler: Record<string, unknown>;
  /** A notification the person had not seen, of a kind they hear of in the shell (docs/notifications.md). */
  notification: ShellNotification;
};

type CallHandler = (handler: string, ...args: unknown[]) => unknown;
type ShellWindow = { flutter_inappwebview?: { callHandler?: unknown } };

const currentWindow = (): ShellWindow | undefined =>
  typeof window === 'undefined' ? undefined : (window as unknown as ShellWindow);

function callHandler(target: ShellWindow | undefined): CallHandler | undefined {
  const candidate = target?.flutter_inappwebview?.callHandler;
  return typeof candidate === 'function' ? (candidate as CallHandler).bind(target?.flutter_inappwebview) : undefined;
}

export function isInMobileShell(target: ShellWindow | undefined = currentWindow()): boolean {
  return callHandler(target) !== undefined;
}

export function sendToShell<H extends keyof ShellMessages>(
  handler: H,
  payload: ShellMessages[H],
  target: ShellWindow | undefined = currentWindow(),
): void {
  const call = callHandler(target);
  if (!call) return;
  try {
    const result = payload === undefined ? call(handler) : call(handler, payload);
    // The shell's answers are not used; a rejected answer must not surface as an unhandled rejection.
    if (result instanceof Promise) result.catch(() => undefined);
  } catch {
    // A throwing shell is ignored.
  }
}
