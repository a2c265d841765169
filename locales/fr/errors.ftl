# Backend errors, by kind: error-<kind>.

error-no-game = Aucune partie n’est en cours.
error-game-over = La partie est terminée.
error-illegal-move = { $move } n’est pas un coup légal ici.
error-unreadable-move = « { $move } » n’est pas un coup. Saisissez-le en notation algébrique, comme e4, Nf3, exd5 ou O-O.
error-ambiguous-move = Plusieurs pièces peuvent jouer { $move } : ajoutez la colonne ou la rangée de celle que vous voulez, comme Nbd2.
error-promotion-not-allowed = Ce pion ne peut pas être promu comme { $move }. Il peut l’être ainsi : { $choices }.
error-not-your-turn = Attendez votre tour.
error-nothing-to-take-back = Il n’y a aucun coup à reprendre.
error-no-engine = Cette partie ne se joue pas contre le moteur.
error-engine-no-move = Le moteur n’a trouvé aucun coup.
error-fen-wrong-board-size = Impossible de lire cette position : { $variant } ne se joue pas sur un échiquier de { $files }×{ $files }.
error-fen-field-count = Impossible de lire cette position : une FEN compte de 2 à 8 champs séparés par des espaces, celle-ci en compte { $found }.
error-fen-rank-count = Impossible de lire cette position : l’échiquier demande { $expected } rangées séparées par « / », celle-ci en a { $found }.
error-fen-rank-width = Impossible de lire cette position : la rangée { $rank } décrit { $found } cases au lieu de { $expected }.
error-fen-bad-piece = Impossible de lire cette position : « { $piece } » sur la rangée { $rank } n’est pas une pièce de { $variant }.
error-fen-king-count = Impossible de lire cette position : les { $color } doivent avoir exactement un roi, pas { $count }.
error-fen-pawn-on-last-rank = Impossible de lire cette position : le pion en { $square } se trouve sur sa rangée de promotion.
error-fen-bad-side = Impossible de lire cette position : le camp au trait doit être « w » ou « b », pas « { $found } ».
error-fen-bad-castling = Impossible de lire cette position : la lettre de roque « { $letter } » ne désigne aucune tour non déplacée sur la rangée du roi.
error-fen-castling-not-allowed = Impossible de lire cette position : les { $color } ne peuvent pas roquer (seul un camp classique avec son roi en e1 ou e8 et une tour dans le coin le peut).
error-fen-bad-en-passant = Impossible de lire cette position : « { $found } » n’est pas une case qu’un pion vient de franchir.
error-fen-bad-number = Impossible de lire cette position : { $field ->
    [halfmove] le compteur de demi-coups
   *[fullmove] le numéro du coup
} doit être un nombre de 0 à 1000000, pas « { $found } ».
error-fen-bad-variant-sides = Impossible de lire cette position : les camps variante doivent être « - », « w », « b » ou « wb » (Maharajah seulement), pas « { $found } ».
error-fen-bad-unmoved-pawns = Impossible de lire cette position : « { $found } » n’est pas une liste de cases portant des pions.
error-fen-opponent-in-check = Impossible de lire cette position : les { $color } sont en échec sans avoir le trait, ce qu’aucune partie ne peut produire.
error-bad-request = L’application a envoyé une requête qu’elle ne comprend pas ({ $detail }).
error-bad-arguments = L’application a fait une demande qu’elle n’a pas pu exécuter. Si cela se reproduit, signalez-le avec le journal de l’application.
error-internal = Un problème est survenu dans l’application ({ $detail }). Si cela se reproduit, signalez-le avec le journal de l’application.
error-invalid-setup = { $count ->
    [one] Les armées ne peuvent pas encore commencer : corrigez le problème indiqué.
   *[other] Les armées ne peuvent pas encore commencer : corrigez les { $count } problèmes indiqués.
}
error-placement = Cette pièce ne peut pas aller là.
error-storage = Impossible d’enregistrer vos réglages : { $detail }
error-unknown = Un problème est survenu.
error-bad-address = « { $address } » n’est pas une adresse à rejoindre. Saisissez-la telle que l’hôte l’affiche, par exemple 192.168.1.20:47000.
error-lan = Échec du jeu en réseau local.
error-lan-network = La connexion réseau a échoué. Vérifiez que les deux appareils sont sur le même réseau.
error-lan-discovery = Impossible de lister ici les parties de ce réseau. Rejoignez-en une en saisissant l’adresse de l’hôte.
error-lan-connection = La connexion à l’autre appareil a échoué.
error-lan-timeout = L’autre appareil n’a pas répondu à temps.
error-lan-full = Cette partie a déjà deux joueurs.
error-lan-incompatible = L’autre appareil utilise une version de l’application qui ne peut pas jouer avec celle-ci. Mettez l’application à jour sur les deux appareils.
error-lan-refused = L’hôte a refusé la connexion.
error-lan-declined = L’invitation a été refusée.
error-lan-protocol = L’autre appareil a envoyé un message que cette application ne sait pas lire.
error-lan-cheated = L’autre appareil a envoyé un coup ou une armée contraire aux règles. La partie a été arrêtée.
error-lan-desync = Les deux appareils n’affichent plus la même partie. La partie a été arrêtée.
error-lan-bad-offer = La partie proposée ne peut pas être jouée avec cette application.
error-lan-invalid-army = Votre armée enfreint les règles de composition : elle n’a donc pas été verrouillée.
error-lan-not-now = Ce n’est pas possible pour le moment.
error-lan-closed = La partie en réseau local est terminée.
error-lan-random = Cet ordinateur n’a pas pu produire les nombres aléatoires nécessaires à une composition cachée.
error-online = Le jeu en ligne a échoué.
error-online-bad-address = « { $address } » n’est pas une adresse de serveur. Saisissez-la comme ws://192.168.1.20:7878 ou wss://play.example.org.
error-online-unreachable = Le serveur est injoignable. Vérifiez l’adresse et votre réseau, puis réessayez.
error-online-not-a-server = Cette adresse répond, mais ce n’est pas un serveur Maharajah.
error-online-incompatible = Le serveur parle une autre version du protocole de jeu. Mettez l’application à jour.
error-online-timeout = Le serveur n’a pas répondu à temps.
error-online-unknown-code = Aucune salle ouverte n’a ce code. Elle a peut-être expiré, ou les deux places sont prises. Vérifiez le code avec votre adversaire.
error-online-rate-limited = Trop de tentatives. Attendez quelques secondes et réessayez.
error-online-already-seated = Vous avez déjà une place dans une partie sur ce serveur.
error-online-bad-settings = Le serveur n’accepte pas ces réglages de partie.
error-online-unavailable = Le serveur s’arrête ou est plein. Réessayez plus tard.
error-online-refused = Le serveur a refusé la connexion.
error-online-protocol = Le serveur a envoyé un message que cette application ne sait pas lire.
error-online-not-now = Ce n’est pas possible pour le moment.
error-online-invalid-army = Votre armée enfreint les règles des armées : elle n’a pas été verrouillée.
error-online-closed = La partie en ligne est terminée.
error-online-seat-lost = Le serveur ne connaît plus votre place dans cette partie.
error-online-server-cheated = Le serveur a envoyé un coup ou une armée qui enfreint les règles. La partie a été arrêtée.
error-online-not-connected = Pas de connexion au serveur pour le moment. Attendez qu’elle revienne.
error-online-gave-up = Le serveur est resté injoignable. Réessayez plus tard.

error-paste-too-long = Le texte collé dépasse { $max } Mio. Enregistrez-le dans un fichier .pgn et importez ce fichier.
error-remote-in-game = Une partie est en cours : abandonnez-la ou annulez-la d’abord.
error-remote-not-now = Ce n’est pas possible pour le moment.
error-army-locked = Votre armée est verrouillée : elle ne peut plus changer.
