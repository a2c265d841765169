// The language picker: "follow the system" (naming the language it gives),
// then every language in its own name and script. A switch re-renders the
// whole window in the new language at once; no restart.

import { h, showError } from '../dom.js';
import { tf, languages } from '../i18n.js';
import { savePrefs } from '../prefs.js';
import { relocalize } from '../main.js';

/** The list, the language of the settings `p` chosen. */
export async function languagePicker(p) {
  const langs = await languages();
  const nameOf = (code) => (langs.languages.find((l) => l.code === code) || { name: code }).name;
  const systemLabel = await tf('settings-language-system', { language: nameOf(langs.system) });
  return h(
    'select',
    {
      'data-testid': 'set-language',
      onchange: async (e) => {
        try {
          await savePrefs({ language: e.target.value });
          await relocalize();
        } catch (err) {
          showError(err);
        }
      },
    },
    h('option', { value: '', selected: !p.language }, systemLabel),
    langs.languages.map((l) => h('option', { value: l.code, lang: l.code, dir: l.dir, selected: p.language === l.code }, l.name)),
  );
}
