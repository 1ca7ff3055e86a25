// A Node process's memory after a full garbage collection, read through its inspector (the DevTools protocol over
// WebSocket): RSS alone moves by hundreds of MB with when the collector last ran, which hides what a cost adds.
// The process is started with `--inspect=127.0.0.1:<port>` (inspectOptions); bench use only.

/** NODE_OPTIONS that open a process's inspector on a loopback port, kept with what the environment already has. */
export const inspectOptions = (env, port) => `${env.NODE_OPTIONS ?? ''} --inspect=127.0.0.1:${port}`.trim();

/** Connects to the inspector on `port`; answers { settled(), close() }. */
export async function connectInspector(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = () => reject(new Error(`the inspector on ${port} refused the connection`));
  });
  let lastId = 0;
  const pending = new Map();
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    const done = pending.get(message.id);
    pending.delete(message.id);
    if (!done) return; // an event, not an answer
    if (message.error) done.reject(new Error(message.error.message));
    else done.resolve(message.result);
  };
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      pending.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
  return {
    /** Collects garbage fully, waits for the pages to be handed back, and answers the heap in use in MB. */
    async settled() {
      await send('HeapProfiler.collectGarbage');
      await new Promise((r) => setTimeout(r, 500));
      const { usedSize } = await send('Runtime.getHeapUsage');
      return Math.round(usedSize / 104857.6) / 10;
    },
    close: () => socket.close(),
  };
}
