# Shell, navigation, Home, New game dialog, Settings, About.

app-name = Maharajah
# The language's own name for itself, as the language picker lists it.
language-name = Français
app-tagline = Échecs, Maharajah et Mirodol
nav-back = Retour
nav-home = Accueil

home-title = Jouer
home-path-title = Votre parcours
home-path-intro = Commencez par des échecs classiques contre le moteur, découvrez les pièces composées, composez votre propre armée, puis affrontez vos amis sur votre réseau local et en ligne.
home-step = Étape { $step }
home-classic = Nouvelle partie classique
home-classic-desc = Des échecs standard contre le moteur ou un ami.
home-learn = Apprendre Maharajah
home-learn-desc = Découvrez comment se déplacent le Maharaja, l’Archevêque et le Chancelier.
home-custom = Nouvelle partie (Maharajah)
home-custom-desc = Composez les deux armées, 39 points chacune, puis jouez.
home-mirodol = Mirodol 10×10
home-mirodol-desc = Dix colonnes, dix rangées et l’Archer qui saute par-dessus les pièces.
home-lan = Partie en réseau local
home-lan-desc = Deux ordinateurs sur un même réseau, avec composition cachée.
home-online = En ligne
home-online-desc = Jouez contre n’importe qui via le serveur Maharajah.
home-more = Plus
home-saved = Parties enregistrées
home-saved-desc = Revoyez et exportez vos parties.
home-rules = Règles
home-rules-desc = Toutes les règles des trois jeux.
home-settings = Réglages
home-about = À propos
home-resume = Reprendre la partie


color-white = Blancs
color-black = Noirs
color-random = Au hasard

variant-chess = Échecs
variant-maharajah = Maharajah
variant-mirodol = Mirodol

piece-pawn = Pion
piece-knight = Cavalier
piece-bishop = Fou
piece-rook = Tour
piece-queen = Dame
piece-king = Roi
piece-archbishop = Archevêque
piece-chancellor = Chancelier
piece-maharajah = Maharaja
piece-archer = Archer

newgame-title = Nouvelle partie
newgame-variant = Jeu
newgame-opponent = Adversaire
newgame-vs-engine = Moteur
newgame-vs-human = Deux joueurs sur cet appareil
newgame-level = Niveau du moteur
newgame-level-value = Niveau { $level } sur { $levels }
newgame-level-rated = Niveau { $level } sur { $levels } · environ { $rating }
newgame-level-note = Les classements sont approximatifs : mesurés contre les forces calibrées de Stockfish à cadence rapide.
newgame-your-color = Votre couleur
newgame-time = Cadence
newgame-time-none = Sans pendule
newgame-time-custom = Personnalisée
newgame-base = Minutes par joueur
newgame-increment = Incrément, en secondes
newgame-start = Lancer la partie
newgame-cancel = Annuler
newgame-fen = Position de départ (FEN)
newgame-fen-placeholder = Facultatif : collez une FEN d’une autre application
newgame-engine-chooses = Laisser le moteur choisir son armée
newgame-engine-chooses-note = L'armée du moteur est montrée au début de la partie.
newgame-engine-army-chosen = Le moteur a choisi son armée : { $pieces }.
fen-castling-dropped = Les droits de roque que cette position ne peut pas avoir ont été retirés : { $letters }.

settings-title = Réglages
settings-language = Langue
settings-language-system = Langue du système ({ $language })
settings-theme = Thème
settings-theme-system = Celui du système
settings-theme-light = Clair
settings-theme-dark = Sombre
settings-board-theme = Couleurs de l’échiquier
settings-board-wood = Bois
settings-board-green = Vert
settings-board-blue = Bleu
settings-board-grey = Gris
settings-board-size = Taille de l’échiquier
settings-board-size-large = Grande
settings-board-size-medium = Moyenne
settings-board-size-small = Petite
settings-pieces = Jeu de pièces
settings-pieces-standard = Standard
settings-pieces-geometric = Géométrique
settings-orientation = Orientation de l’échiquier
settings-orientation-auto = Votre couleur en bas
settings-orientation-white = Blancs en bas
settings-orientation-black = Noirs en bas
settings-sound = Sons des coups
settings-legal = Afficher les coups légaux
settings-auto-queen = Promouvoir en dame sans demander
settings-coordinates = Afficher les coordonnées
settings-animation = Vitesse d’animation
settings-animation-off = Aucune
settings-animation-fast = Rapide
settings-animation-normal = Normale
settings-animation-slow = Lente
settings-saved = Réglages enregistrés.

about-title = À propos
about-app-version = Version de l’application
about-engine-version = Version du moteur
about-server-version = Serveur
about-server-not-connected = non connecté
about-text = Maharajah joue aux échecs orthodoxes, à la variante Maharajah avec ses armées sur mesure de 39 points et ses pièces composées, et aux échecs Mirodol 10×10. Un seul et même noyau de règles décide de chaque coup dans l’application et le moteur.
about-credits = Noms des ouvertures : la table chess-openings de lichess.org, dans le domaine public (CC0).

dialog-ok = OK
dialog-cancel = Annuler
dialog-yes = Oui
dialog-no = Non

# The board by keyboard and for screen readers.
board-role = échiquier
board-keys = Échiquier. Les flèches parcourent les cases ; Entrée ou Espace prend une pièce et la pose ; Échap annule.
board-square-piece = { $square }, { $piece } des { $color ->
    [white] Blancs
   *[black] Noirs
}
board-square-empty = { $square }, vide
