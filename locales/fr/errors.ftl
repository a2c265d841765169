# Backend errors, by kind: error-<kind>.

error-no-game = Aucune partie n’est en cours.
error-game-over = La partie est terminée.
error-illegal-move = { $move } n’est pas un coup légal ici.
error-not-your-turn = Attendez votre tour.
error-nothing-to-take-back = Il n’y a aucun coup à reprendre.
error-no-engine = Cette partie ne se joue pas contre le moteur.
error-engine-no-move = Le moteur n’a trouvé aucun coup.
error-bad-fen = Impossible de lire cette position : { $detail }
error-bad-request = L’application a envoyé une requête qu’elle ne comprend pas ({ $detail }).
error-invalid-setup = { $count ->
    [one] Les armées ne peuvent pas encore commencer : corrigez le problème indiqué.
   *[other] Les armées ne peuvent pas encore commencer : corrigez les { $count } problèmes indiqués.
}
error-placement = Cette pièce ne peut pas aller là.
error-storage = Impossible d’enregistrer vos réglages : { $detail }
error-unknown = Un problème est survenu.
