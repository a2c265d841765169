# The game screen.

side-classic = Camp classique
side-variant = Camp de la variante
side-classic-tip = Peut roquer ; promeut en dame, tour, fou ou cavalier ; ses pions ne font le pas double que depuis leur deuxième rangée.
side-variant-tip = Ne roque jamais ; promeut en n’importe quelle pièce, Maharaja, Archevêque et Chancelier compris ; chaque pion peut faire un pas double à son premier coup depuis n’importe quelle rangée.

player-you = Vous
player-you-named = { $name } (vous)
player-white = Blancs
player-black = Noirs
player-engine = Moteur · niveau { $level }

game-moves = Coups
game-thinking = Le moteur réfléchit…
game-your-move = À vous de jouer
game-to-move-white = Trait aux Blancs
game-to-move-black = Trait aux Noirs
game-check = Échec !
game-flip = Retourner l’échiquier
game-resign = Abandonner
game-draw = Proposer nulle
game-takeback = Reprendre le coup
game-hint = Indice
game-new = Nouvelle partie
game-rematch = Revanche
game-rematch-accept = Accepter la revanche
game-pause = Pause
game-resume = Reprendre
game-abort = Annuler la partie
game-home = Accueil
game-san-placeholder = Coup (ex. Nf3)
game-san-label = Saisie du coup
game-san-go = Jouer
game-illegal-click = { $from }–{ $to } n’est pas un coup légal ici.
game-promote-title = Promouvoir en
game-choice-title = Quel coup ?
game-choice-king-move = Coup de roi
game-choice-castle = Roque
game-resign-confirm = Abandonner cette partie ?
game-draw-offer-human = Votre adversaire propose la nulle. Accepter ?
game-draw-declined = Le moteur refuse la nulle.
game-draw-accepted = Le moteur accepte la nulle.
game-hint-text = Indice : { $san }
game-no-game = Aucune partie en cours.

result-wins = Victoire des { $winner }
result-draw = Partie nulle
result-aborted = Partie annulée — sans résultat
game-over-title = Partie terminée

end-checkmate = par échec et mat
end-stalemate = par pat
end-repetition = par triple répétition
end-fifty-moves = par la règle des 50 coups
end-insufficient-material = par manque de matériel pour mater
end-time = au temps
end-time-vs-insufficient-material = au temps, mais l’adversaire ne peut pas mater
end-resignation = par abandon
end-agreement = d’un commun accord
end-no-first-move = le temps d’un joueur s’est écoulé avant son premier coup
end-aborted = annulée avant d’avoir vraiment commencé

# Moves and clocks read aloud (the live region).
announce-move = { $color ->
    [white] Blancs
   *[black] Noirs
} : { $piece } de { $from } à { $to }
announce-castle-short = { $color ->
    [white] Blancs
   *[black] Noirs
} : petit roque
announce-castle-long = { $color ->
    [white] Blancs
   *[black] Noirs
} : grand roque
announce-takes = prend { $piece }
announce-promotes = devient { $piece }
announce-check = échec
announce-mate = échec et mat
announce-clocks = Blancs { $white }, Noirs { $black }
announce-separator = {", "}
announce-no-clock = Cette partie n’a pas de pendule.

# Stepping back through a game in progress.
game-back-to-game = Revenir à la partie
game-browsing-start = La position de départ. La partie continue.
game-browsing = Après { $move } ({ $ply } sur { $total }). La partie continue.

game-premove-set = Coup anticipé { $from }–{ $to } : joué dès que ce sera votre tour. Échap annule.
