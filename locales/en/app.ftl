# Shell, navigation, Home, New game dialog, Settings, About.

app-name = Maharajah
# The language's own name for itself, as the language picker lists it.
language-name = English
app-tagline = Chess, Maharajah and Mirodol
nav-back = Back
nav-home = Home

home-title = Play
home-path-title = Your path
home-path-intro = Start with standard chess against the engine, meet the compound pieces, build your own army, then play friends on your network and online.
home-step = Step { $step }
home-classic = New classic game
home-classic-desc = Standard chess against the engine or a friend.
home-learn = Learn Maharajah
home-learn-desc = See how the Maharajah, Archbishop and Chancellor move.
home-custom = New game (Maharajah)
home-custom-desc = Build both armies on 39 points each, then play.
home-mirodol = Mirodol 10×10
home-mirodol-desc = Ten files, ten ranks, and the leaping Archer.
home-lan = LAN game
home-lan-desc = Two laptops on one network, with hidden setups.
home-online = Online
home-online-desc = Play anyone through the Maharajah server.
home-more = More
home-saved = Saved games
home-saved-desc = Review and export your games.
home-rules = Rules
home-rules-desc = Every rule of the three games.
home-settings = Settings
home-about = About
home-resume = Resume game


color-white = White
color-black = Black
color-random = Random

variant-chess = Chess
variant-maharajah = Maharajah
variant-mirodol = Mirodol

piece-pawn = Pawn
piece-knight = Knight
piece-bishop = Bishop
piece-rook = Rook
piece-queen = Queen
piece-king = King
piece-archbishop = Archbishop
piece-chancellor = Chancellor
piece-maharajah = Maharajah
piece-archer = Archer

newgame-title = New game
newgame-variant = Game
newgame-opponent = Opponent
newgame-vs-engine = Engine
newgame-vs-human = Two players on this device
newgame-level = Engine level
newgame-level-value = Level { $level } of { $levels }
newgame-level-rated = Level { $level } of { $levels } · about { $rating }
newgame-level-note = Ratings are approximate: measured against Stockfish's calibrated strengths at a fast pace.
newgame-your-color = You play
newgame-time = Time control
newgame-time-none = No clock
newgame-time-custom = Custom
newgame-base = Minutes per side
newgame-increment = Increment, seconds
newgame-start = Start game
newgame-cancel = Cancel
newgame-fen = Start position (FEN)
newgame-fen-placeholder = Optional: paste a FEN from another app
newgame-engine-chooses = Let the engine choose its army
newgame-engine-chooses-note = The engine's army is shown when the game starts.
newgame-engine-army-chosen = The engine chose its army: { $pieces }.
fen-castling-dropped = Castling rights this position cannot have were dropped: { $letters }.

settings-title = Settings
settings-language = Language
settings-language-system = System language ({ $language })
settings-theme = Theme
settings-theme-system = System
settings-theme-light = Light
settings-theme-dark = Dark
settings-board-theme = Board colours
settings-board-wood = Wood
settings-board-green = Green
settings-board-blue = Blue
settings-board-grey = Grey
settings-board-size = Board size
settings-board-size-large = Large
settings-board-size-medium = Medium
settings-board-size-small = Small
settings-pieces = Pieces
settings-pieces-standard = Standard
settings-pieces-geometric = Geometric
settings-orientation = Board orientation
settings-orientation-auto = Your colour at the bottom
settings-orientation-white = White at the bottom
settings-orientation-black = Black at the bottom
settings-sound = Move sounds
settings-legal = Show legal moves
settings-auto-queen = Promote to a queen without asking
settings-coordinates = Show coordinates
settings-animation = Animation speed
settings-animation-off = Off
settings-animation-fast = Fast
settings-animation-normal = Normal
settings-animation-slow = Slow
settings-saved = Settings saved.

about-title = About
about-app-version = App version
about-engine-version = Engine version
about-server-version = Server
about-server-not-connected = not connected
about-text = Maharajah plays orthodox chess, the Maharajah variant with custom 39-point armies and compound pieces, and Mirodol 10×10 chess. One rules core decides every move in the app and the engine.
about-credits = Opening names: the lichess.org chess-openings table, dedicated to the public domain (CC0).

dialog-ok = OK
dialog-cancel = Cancel
dialog-yes = Yes
dialog-no = No

# The board by keyboard and for screen readers.
board-role = board
board-keys = Board. Arrow keys move across the squares; Enter or Space picks up a piece and puts it down; Escape cancels.
board-square-piece = { $square }, { $color ->
    [white] White
   *[black] Black
} { $piece }
board-square-empty = { $square }, empty
