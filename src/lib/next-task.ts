/**
 * Resolves in a new task of the event loop, after whatever the browser has queued: a
 * script that has run a long time gives the main thread back here, so a press or a frame
 * can come between it and what follows. A message on a channel, not a timer: timers are
 * clamped in background tabs and held by test clocks; React's scheduler yields the same way.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
