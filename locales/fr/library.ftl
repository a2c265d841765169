# Saved games, resume, PGN import/export, the setups library, and the
# store's errors (error-<kind>).

## Start-up: the store could not be used as it was

library-notice-title = Vos parties enregistrées
library-recovered-corrupt = Le fichier qui conserve vos parties était endommagé : Maharajah en a créé un nouveau, vide. L’ancien fichier a été gardé, pas supprimé : { $file }
library-recovered-foreign = Le fichier où Maharajah conserve vos parties appartenait à un autre programme : Maharajah en a créé un nouveau. Ce fichier a été laissé tel quel : { $file }
library-recovered-too-new = Vos parties ont été enregistrées par une version plus récente de Maharajah. Cette version a créé un nouveau fichier ; le plus récent a été laissé tel quel : { $file }
library-memory-only = Vos parties ne peuvent pas être enregistrées sur cet ordinateur pour le moment ({ $detail }). Les parties de cette session sont conservées jusqu’à la fermeture de l’application.
library-notice-detail = Détails

## Home: resume

home-resume-title = Partie inachevée
home-resume-text = { $white } contre { $black } · { $variant } · { $moves ->
    [0] aucun coup joué
    [one] { $moves } coup joué
   *[other] { $moves } coups joués
}
home-resume-saved = Enregistrée { $when }
home-resume-continue = Reprendre
home-resume-discard = Abandonner
home-resume-discard-confirm = Abandonner cette partie ? Elle reste dans vos parties enregistrées comme abandonnée, mais ne pourra plus être reprise.
newgame-abandon-confirm = La partie en cours n’est pas terminée. Commencer une nouvelle partie ? Celle-ci restera dans vos parties enregistrées comme abandonnée.
newgame-abandon-yes = Nouvelle partie
resume-abandon-confirm = La partie en cours n’est pas terminée. Reprendre plutôt la partie enregistrée ? Celle-ci restera dans vos parties enregistrées comme abandonnée.
resume-abandon-yes = Reprendre la partie enregistrée
end-abandoned = abandonnée

## Saved games screen

library-title = Parties enregistrées
library-search = Rechercher joueurs, événement, lieu
library-opponent = Adversaire
library-variant-any = Toutes les parties
library-result-any = Tout résultat
library-result-white = Victoire des Blancs
library-result-black = Victoire des Noirs
library-result-draw = Nulle
library-result-unfinished = Inachevées
library-date-any = Toute date
library-date-today = Aujourd’hui
library-date-week = 7 derniers jours
library-date-month = 30 derniers jours
library-date-year = 12 derniers mois
library-col-date = Date
library-col-game = Jeu
library-col-white = Blancs
library-col-black = Noirs
library-col-result = Résultat
library-col-moves = Coups
library-col-source = Source
library-select-all = Tout sélectionner sur cette page
library-select-game = Sélectionner cette partie
library-count = { $total ->
    [0] Aucune partie
    [one] { $total } partie
   *[other] { $total } parties
}
library-range = { $from }–{ $to } sur { $total }
library-selected = { $count ->
    [one] { $count } sélectionnée
   *[other] { $count } sélectionnées
}
library-prev = Précédent
library-next = Suivant
library-open = Ouvrir
library-delete = Supprimer
library-delete-confirm = { $count ->
    [one] Supprimer cette partie ? C’est définitif.
   *[other] Supprimer ces { $count } parties ? C’est définitif.
}
library-deleted = { $count ->
    [one] { $count } partie supprimée.
   *[other] { $count } parties supprimées.
}
library-import = Importer un PGN…
library-paste = Coller du PGN…
library-export-selected = Exporter la sélection…
library-export-all = Exporter tout l’affichage…
library-empty = Aucune partie enregistrée pour l’instant. Chaque partie que vous jouez s’enregistre ici au fil des coups.
library-empty-filtered = Aucune partie ne correspond à ces filtres.
library-in-progress = en cours
library-engine = Moteur
library-source-offline = Cet appareil
library-source-lan = Réseau local
library-source-online = En ligne
library-source-import = Importée
library-custom-start = départ personnalisé
library-loading = Chargement…

## File paths (import and export)

library-path-label = Fichier
library-path-placeholder = /home/vous/parties.pgn
library-choose-file = Choisir un fichier…
library-path-empty = Choisissez d’abord un fichier.
library-path-is-folder = C’est un dossier ; choisissez un fichier.
library-path-no-folder = Ce dossier n’existe pas.
library-path-missing = Il n’y a pas de fichier à cet endroit.

## Export

export-title = Exporter en PGN
export-what = { $count ->
    [one] { $count } partie sera écrite dans un fichier PGN.
   *[other] { $count } parties seront écrites dans un fichier PGN.
}
export-go = Exporter
export-running = Écriture…
export-done = { $count ->
    [one] { $count } partie exportée dans { $file }.
   *[other] { $count } parties exportées dans { $file }.
}

## Import

paste-title = Coller du PGN
paste-intro = Collez une ou plusieurs parties en PGN, depuis un site ou une autre application. La première s’ouvre en analyse ; toutes restent dans les parties enregistrées.
import-title = Importer un PGN
import-intro = Les parties sont lues une à une : une partie défectueuse est ignorée et signalée, sans jamais bloquer les autres.
import-go = Importer
import-running = Importation…
import-progress = { $imported } importées · { $skipped } ignorées
import-cancel = Annuler l’importation
import-close = Fermer
import-summary = { $imported ->
    [one] { $imported } partie importée
   *[other] { $imported } parties importées
}, { $skipped ->
    [0] aucune ignorée.
    [one] { $skipped } ignorée.
   *[other] { $skipped } ignorées.
}
import-summary-cancelled = Importation annulée : { $imported ->
    [one] { $imported } partie importée
   *[other] { $imported } parties importées
} avant l’arrêt, { $skipped ->
    [0] aucune ignorée.
    [one] { $skipped } ignorée.
   *[other] { $skipped } ignorées.
}
import-skipped-title = Parties ignorées
import-skipped-more = { $count ->
    [one] …et { $count } autre.
   *[other] …et { $count } autres.
}
import-skipped-game = Partie { $index } (ligne { $line }) : { $why }
import-why-syntax = le texte n’est pas un PGN valide
import-why-no-game = cette section du fichier ne contient aucune partie
import-why-unknown-variant = c’est une variante que Maharajah ne joue pas
import-why-missing-fen = elle a un départ personnalisé mais aucune position (FEN)
import-why-bad-fen = sa position de départ (FEN) n’est pas valide
import-why-illegal-move = l’un de ses coups n’est pas légal
import-why-illegal-variation = un coup de l’une de ses variantes n’est pas légal
import-why-counter-overflow = ses compteurs de coups sont hors limites
import-why-null-move = elle contient un coup nul (un passe), qui ne peut pas être rejoué
import-why-duplicate = la même partie (joueurs, événement, date et coups) est déjà enregistrée
import-why-too-long = la partie est bien trop longue pour être réelle
import-why-refused = la base de données l’a refusée
import-why-other = elle est illisible

## Setups library (custom setup editor)

setups-title = Mes compositions
setups-empty = Aucune composition enregistrée pour l’instant. Composez une armée et enregistrez-la ici.
setups-save = Enregistrer…
setups-paste = Coller un code…
setups-save-title = Enregistrer la composition
setups-name = Nom
setups-name-placeholder = Mon armée
setups-which = Enregistrer
setups-side-white = L’armée des Blancs
setups-side-black = L’armée des Noirs
setups-side-both = Les deux armées
setups-saved = Composition enregistrée.
setups-load-white = Charger pour les Blancs
setups-load-black = Charger pour les Noirs
setups-load-both = Charger les deux
setups-loaded = Composition chargée.
setups-copy-code = Copier le code
setups-code-copied = Code de composition copié.
setups-rename = Renommer
setups-rename-title = Renommer la composition
setups-duplicate = Dupliquer
setups-copy-name = { $name } (copie)
setups-delete = Supprimer
setups-delete-confirm = Supprimer la composition « { $name } » ?
setups-favourite = Favori
setups-badge-white = Blancs
setups-badge-black = Noirs
setups-badge-both = Les deux
setups-code-title = Coller un code de composition
setups-code-intro = Un code de composition est un court texte qu’un autre joueur peut vous envoyer ; il commence par MJ1-. Chargez-le pour l’un ou l’autre camp, ou gardez-le dans vos compositions.
setups-code-label = Code de composition
setups-code-save = Enregistrer dans mes compositions
setups-code-name-default = Armée reçue
setups-code-empty = Collez d’abord un code de composition.

## Copy to the clipboard

copy-done = Copié.
copy-failed = Impossible de copier ; sélectionnez le texte et copiez-le vous-même.

## The store's errors, by kind

error-io = Impossible de lire ou d’écrire un fichier : { $detail }
error-corrupt = Le fichier des parties enregistrées est endommagé : { $detail }
error-foreign = Le fichier des parties enregistrées appartient à un autre programme.
error-too-new = Les parties enregistrées viennent d’une version plus récente de Maharajah.
error-busy = Les parties enregistrées sont occupées (Maharajah est-il ouvert deux fois ?). Réessayez.
error-read-only = Impossible d’écrire les parties enregistrées : { $detail }
error-cannot-open = Impossible d’ouvrir les parties enregistrées : { $detail }
error-disk-full = Le disque est plein ; plus rien ne peut être enregistré.
error-database = Impossible de lire ou d’écrire les parties enregistrées : { $detail }
error-not-found = Cet élément n’existe plus (il a peut-être été supprimé).
error-invalid = Impossible d’enregistrer ceci : { $detail }
error-setting = Un réglage n’a pas pu être enregistré : { $detail }
error-setup-code-malformed = Ce n’est pas un code de composition : vérifiez que vous l’avez collé en entier.
error-setup-code-version = Ce code de composition vient d’une version plus récente de Maharajah.
error-setup-code-checksum = Ce code de composition contient une faute de frappe : un caractère est faux ou manquant.
error-setup-code-invalid = Ce code de composition contient une armée impossible à placer.
error-setup-code-unencodable = Cette composition ne peut pas s’écrire sous forme de code.
error-import-running = Une importation est déjà en cours.
error-bad-path = { $detail }
error-setup-name = Donnez à la composition un nom de 1 à { $max } caractères.

# A save failed (after the reason in words), or works again after a failure.
autosave-failed = Cette partie n’a pas pu être enregistrée. { $reason } La partie reste ouverte, et chaque coup réessaie.
autosave-resumed = L’enregistrement fonctionne de nouveau : la partie est enregistrée.
