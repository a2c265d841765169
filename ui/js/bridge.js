// The one module that talks to the Tauri backend. Every command goes through
// call(); failures come back as {kind, message} with the message already in
// the user's language.

const tauri = window.__TAURI__;

/** Invokes a backend command; rejects with {kind, message}. */
export async function call(command, args = {}) {
  try {
    return await tauri.core.invoke(command, args);
  } catch (e) {
    if (e && typeof e === 'object' && 'kind' in e && 'message' in e) throw e;
    throw { kind: 'unknown', message: String(e) };
  }
}

/** Listens to a backend event; returns a function that stops listening. */
export function on(event, handler) {
  let unlisten = null;
  let stopped = false;
  tauri.event
    .listen(event, (e) => handler(e.payload))
    .then((u) => {
      if (stopped) u();
      else unlisten = u;
    });
  return () => {
    stopped = true;
    if (unlisten) unlisten();
  };
}
