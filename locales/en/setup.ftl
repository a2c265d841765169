# The custom setup editor.

setup-title = Custom setup
setup-intro = Spend exactly 39 points on each army. White fills ranks 1⁠–⁠4 from rank 1 up, Black ranks 8⁠–⁠5 from rank 8 down; only the furthest rank you use may have gaps.
setup-palette = Pieces
setup-side = Side
setup-points-left = { $points ->
    [one] { $points } point left
   *[other] { $points } points left
}
setup-points-over = { $points ->
    [one] { $points } point over budget
   *[other] { $points } points over budget
}
setup-cost = { $cost ->
    [one] { $cost } point
   *[other] { $cost } points
}
setup-random = Random army
setup-mirror = Mirror to the other side
setup-clear = Clear
setup-presets = Presets
setup-preset-load = Load preset
setup-start = Start game
setup-valid = Both armies are ready.
setup-invalid = The game cannot start yet:
setup-eraser = Remove
setup-hint = Choose a piece, then click a highlighted square, or one of your pieces to replace it. With no piece chosen, click a piece on the board to remove it, or drag it elsewhere.
setup-other-side = { $square } holds a piece of the other side; nothing was changed. To remove it, choose Remove; to edit that army, switch sides.
setup-replaced = The piece on { $square } was replaced.

preset-orthodox = Orthodox
preset-court = Maharajah's court
preset-cavalry = Compound cavalry
preset-archbishops = Twin archbishops
preset-chancellors = Chancellors on the corners

placement-off-board = { $square } is not on the board.
placement-king-not-placeable = The king is fixed on e1 / e8 and comes with every army.
placement-not-in-variant = The { $kind } is not a Maharajah piece.
placement-king-square = { $square } is the king's square.
placement-outside-half = { $color } places pieces on its own half only; { $square } is outside it.
placement-occupied = { $square } is already taken; remove that piece first.
placement-fill-nearer-rank-first = Fill rank { $rank } first: a further rank may be used only when the nearer ones are full.
placement-over-budget = That piece costs { $cost }, and only { $left } left to spend.

start-error-budget-not-spent = { $color } has spent { $spent } of 39 points; all 39 must be spent.
start-error-over-budget = { $color } has spent { $spent } points, more than 39.
start-error-piece-outside-half = { $color }'s piece on { $square } is outside its half.
start-error-rank-not-filled = { $color }: rank { $rank } still has an empty square ({ $square }) while rank { $furthest } is used.
start-error-king-missing = { $color } has no king.
start-error-king-misplaced = { $color }'s king is on { $square }, not on its fixed square.
start-error-too-many-kings = { $color } has { $count } kings.
start-error-piece-not-in-variant = { $color }'s { $kind } on { $square } is not a Maharajah piece.
start-error-wrong-side-to-move = White moves first in a custom game.
start-error-side-to-move-in-check = White, the side to move, would start in check.
start-error-no-legal-move = White, the side to move, would have no legal move.
start-error-opponent-in-check = Black would start in check, which is not a legal position.

## The army advisor (engine::advisor): the setup editor's panel.
advisor-title = Army advisor
advisor-assess = Assess army
advisor-suggest = Suggest
advisor-against-other = Against the other army
advisor-expected-orthodox = Expected score against the orthodox army: { $score } % ({ $low }–{ $high } %)
advisor-expected-other = Expected score against the other army: { $score } % ({ $low }–{ $high } %)
advisor-working = Thinking…
advisor-searching = Searching… { $percent } %
advisor-no-suggestion = No better army found nearby.
advisor-no-reasons = Nothing in this army stands out to fix.
advisor-apply = Apply
advisor-applied = Suggestion applied. Assess again to see the new score.
advisor-offline = Computed on this device; nothing is sent.
advisor-piece-on = { $piece } on { $square }
advisor-list-separator = { ", " }
advisor-and = { $first } and { $last }
advisor-diff-move = Move { $from } to { $to }: +{ $gain } %
advisor-diff-replace = Replace { $removed } with { $added }: +{ $gain } %
advisor-diff-swap = Swap { $first } and { $second }: +{ $gain } %
advisor-reason-hanging-piece = { $kind } on { $square } can be taken at once by a { $attacker }.
advisor-reason-exposed-king = Exposed king: { $openLines } of its three lines forward are open.
advisor-reason-weak-pawn-cover = Weak pawn cover: { $pawns } pawns on the king's files (d, e, f).
advisor-reason-immobile-pieces = { $count } pieces cannot move at the start.
advisor-reason-kind-rated-high = Self-play rates this army's { $kind } pieces ({ $points } points) high: about +{ $elo } Elo.
advisor-reason-kind-rated-low = Self-play rates this army's { $kind } pieces ({ $points } points) low: about { $elo } Elo.
