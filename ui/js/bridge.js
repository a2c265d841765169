// The one module that talks to the Tauri backend. Every command goes through
// call(); failures come back as {kind, message} with the message already in
// the user's language.

import { t } from './i18n.js';

const tauri = window.__TAURI__;

/** Invokes a backend command; rejects with {kind, message}. */
export async function call(command, args = {}) {
  try {
    return await tauri.core.invoke(command, args);
  } catch (e) {
    if (e && typeof e === 'object' && 'kind' in e && 'message' in e) throw e;
    // Tauri's own refusal (arguments that do not fit the command) is English
    // meant for developers: kept in the console, said in words to the player.
    console.error(`${command}:`, e);
    throw { kind: 'bad-arguments', message: t('error-bad-arguments') };
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
