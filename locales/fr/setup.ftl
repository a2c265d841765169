# The custom setup editor.

setup-title = Composition personnalisée
setup-intro = Dépensez exactement 39 points pour chaque armée. Les Blancs remplissent les rangées 1 à 4 en partant de la 1, les Noirs les rangées 8 à 5 en partant de la 8 ; seule la rangée la plus avancée peut avoir des trous.
setup-palette = Pièces
setup-side = Camp
setup-points-left = { $points ->
    [one] { $points } point restant
   *[other] { $points } points restants
}
setup-points-over = { $points ->
    [one] { $points } point au-delà du budget
   *[other] { $points } points au-delà du budget
}
setup-cost = { $cost ->
    [one] { $cost } point
   *[other] { $cost } points
}
setup-random = Armée au hasard
setup-mirror = Copier en miroir pour l’autre camp
setup-clear = Vider
setup-presets = Armées prêtes
setup-preset-load = Charger
setup-start = Lancer la partie
setup-valid = Les deux armées sont prêtes.
setup-invalid = La partie ne peut pas encore commencer :
setup-eraser = Retirer
setup-hint = Choisissez une pièce, puis cliquez sur une case en surbrillance, ou sur l’une de vos pièces pour la remplacer. Sans pièce choisie, cliquez sur une pièce de l’échiquier pour la retirer, ou faites-la glisser ailleurs.
setup-other-side = { $square } porte une pièce de l’autre camp ; rien n’a été modifié. Pour la retirer, choisissez « Retirer » ; pour modifier cette armée, changez de camp.
setup-replaced = La pièce en { $square } a été remplacée.

preset-orthodox = Orthodoxe
preset-court = La cour du Maharaja
preset-cavalry = Cavalerie composée
preset-archbishops = Archevêques jumeaux
preset-chancellors = Chanceliers dans les coins

placement-off-board = { $square } n’est pas sur l’échiquier.
placement-king-not-placeable = Le roi est fixé en e1 / e8 et fait partie de chaque armée.
placement-not-in-variant = La pièce « { $kind } » n’existe pas dans le Maharajah.
placement-king-square = { $square } est la case du roi.
placement-outside-half = Les { $color } ne placent leurs pièces que dans leur moitié ; { $square } est en dehors.
placement-occupied = { $square } est déjà occupée ; retirez d’abord cette pièce.
placement-fill-nearer-rank-first = Remplissez d’abord la rangée { $rank } : une rangée plus avancée ne s’utilise que lorsque les plus proches sont pleines.
placement-over-budget = { $cost ->
    [one] Cette pièce coûte { $cost } point
   *[other] Cette pièce coûte { $cost } points
}, et il n’en reste que { $left } à dépenser.

start-error-budget-not-spent = { $spent ->
    [one] Les { $color } ont dépensé { $spent } point sur 39 ; il faut les dépenser tous.
   *[other] Les { $color } ont dépensé { $spent } points sur 39 ; il faut les dépenser tous.
}
start-error-over-budget = Les { $color } ont dépensé { $spent } points, soit plus de 39.
start-error-piece-outside-half = La pièce des { $color } en { $square } est hors de leur moitié.
start-error-rank-not-filled = { $color } : la rangée { $rank } a encore une case vide ({ $square }) alors que la rangée { $furthest } est utilisée.
start-error-king-missing = Les { $color } n’ont pas de roi.
start-error-king-misplaced = Le roi des { $color } est en { $square }, pas sur sa case fixe.
start-error-too-many-kings = Les { $color } ont { $count } rois.
start-error-piece-not-in-variant = La pièce « { $kind } » des { $color } en { $square } n’existe pas dans le Maharajah.
start-error-wrong-side-to-move = Dans une partie personnalisée, les Blancs jouent en premier.
start-error-side-to-move-in-check = Les Blancs, qui ont le trait, commenceraient en échec.
start-error-no-legal-move = Les Blancs, qui ont le trait, n’auraient aucun coup légal.
start-error-opponent-in-check = Les Noirs commenceraient en échec, ce qui n’est pas une position légale.

## The army advisor (engine::advisor): the setup editor's panel.
advisor-title = Conseiller d'armée
advisor-assess = Évaluer l'armée
advisor-suggest = Suggérer
advisor-against-other = Contre l'autre armée
advisor-expected-orthodox = Score attendu contre l'armée orthodoxe : { $score } % ({ $low }–{ $high } %)
advisor-expected-other = Score attendu contre l'autre armée : { $score } % ({ $low }–{ $high } %)
advisor-working = Réflexion…
advisor-searching = Recherche… { $percent } %
advisor-no-suggestion = Aucune meilleure armée trouvée à proximité.
advisor-no-reasons = Rien dans cette armée ne demande à être corrigé.
advisor-apply = Appliquer
advisor-applied = Suggestion appliquée. Évaluez à nouveau pour voir le nouveau score.
advisor-offline = Calculé sur cet appareil ; rien n'est envoyé.
advisor-piece-on = { $piece } en { $square }
advisor-list-separator = { ", " }
advisor-and = { $first } et { $last }
advisor-diff-move = Déplacer { $from } en { $to } : +{ $gain } %
advisor-diff-replace = Remplacer { $removed } par { $added } : +{ $gain } %
advisor-diff-swap = Échanger { $first } et { $second } : +{ $gain } %
advisor-reason-hanging-piece = { $kind } en { $square } peut être pris tout de suite (par : { $attacker }).
advisor-reason-exposed-king = Roi exposé : { $openLines } de ses trois lignes vers l'avant sont ouvertes.
advisor-reason-weak-pawn-cover = Faible abri de pions : { $pawns } pions sur les colonnes du roi (d, e, f).
advisor-reason-immobile-pieces = { $count } pièces ne peuvent pas bouger au départ.
advisor-reason-kind-rated-high = L'autojeu juge fortes les pièces { $kind } de cette armée ({ $points } points) : environ +{ $elo } Elo.
advisor-reason-kind-rated-low = L'autojeu juge faibles les pièces { $kind } de cette armée ({ $points } points) : environ { $elo } Elo.
