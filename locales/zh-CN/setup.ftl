# The custom setup editor.

setup-title = 自定义布局
setup-intro = 每支军队恰好花费 39 分。白方从第 1 横线往上填充第 1⁠–⁠4 横线，黑方从第 8 横线往下填充第 8⁠–⁠5 横线；只有你所用的最远一条横线可以留空。
setup-palette = 棋子
setup-side = 编辑方
setup-points-left = 剩余 { $points } 分
setup-points-over = 超出预算 { $points } 分
setup-cost = { $cost } 分
setup-random = 随机军队
setup-mirror = 镜像到另一方
setup-clear = 清空
setup-presets = 预设军队
setup-preset-load = 载入
setup-start = 开始对局
setup-valid = 双方军队都已就绪。
setup-invalid = 对局还不能开始：
setup-eraser = 移除
setup-hint = 选择一枚棋子，然后点击高亮的格子，或点击己方棋子将其替换。未选择棋子时，点击棋盘上的棋子可将其移除，也可以把它拖到别处。
setup-other-side = { $square } 上是对方的棋子，未作任何更改。要移除它，请选择“移除”；要编辑那一方的阵容，请切换编辑方。
setup-replaced = 已替换 { $square } 上的棋子。

preset-orthodox = 正统
preset-court = 大君的宫廷
preset-cavalry = 复合骑兵
preset-archbishops = 双大主教
preset-chancellors = 角落里的首相

placement-off-board = { $square } 不在棋盘上。
placement-king-not-placeable = 王固定在 e1 / e8，每支军队都自带一个王。
placement-not-in-variant = { $kind }不是 Maharajah 的棋子。
placement-king-square = { $square } 是王的位置。
placement-outside-half = { $color }只能在本方半盘放置棋子；{ $square } 在半盘之外。
placement-occupied = { $square } 已有棋子；请先把它移除。
placement-fill-nearer-rank-first = 请先填满第 { $rank } 横线：只有更近的横线都填满后，才能使用更远的横线。
placement-over-budget = 这枚棋子需要 { $cost } 分，但只剩 { $left } 分可用。

start-error-budget-not-spent = { $color }只花了 39 分中的 { $spent } 分；必须把 39 分全部用完。
start-error-over-budget = { $color }花了 { $spent } 分，超过了 39 分。
start-error-piece-outside-half = { $color }在 { $square } 的棋子位于本方半盘之外。
start-error-rank-not-filled = { $color }：第 { $rank } 横线还有空格（{ $square }），却已经使用了第 { $furthest } 横线。
start-error-king-missing = { $color }没有王。
start-error-king-misplaced = { $color }的王在 { $square }，不在它的固定位置上。
start-error-too-many-kings = { $color }有 { $count } 个王。
start-error-piece-not-in-variant = { $color }在 { $square } 的{ $kind }不是 Maharajah 的棋子。
start-error-wrong-side-to-move = 自定义对局由白方先走。
start-error-side-to-move-in-check = 轮到走棋的白方一开局就会被将军。
start-error-no-legal-move = 轮到走棋的白方将没有任何合法着法。
start-error-opponent-in-check = 黑方一开局就会被将军，这不是合法局面。

## The army advisor (engine::advisor): the setup editor's panel.
advisor-title = 军队顾问
advisor-assess = 评估军队
advisor-suggest = 建议
advisor-against-other = 对阵另一支军队
advisor-expected-orthodox = 对阵正统军队的预期得分：{ $score }%（{ $low }–{ $high }%）
advisor-expected-other = 对阵另一支军队的预期得分：{ $score }%（{ $low }–{ $high }%）
advisor-working = 思考中…
advisor-searching = 搜索中… { $percent }%
advisor-no-suggestion = 附近没有找到更好的军队。
advisor-no-reasons = 这支军队没有明显需要改进的地方。
advisor-apply = 应用
advisor-applied = 已应用建议。再次评估即可看到新的得分。
advisor-offline = 在本设备上计算；不发送任何内容。
advisor-piece-on = { $square } 的{ $piece }
advisor-list-separator = { "、" }
advisor-and = { $first }和{ $last }
advisor-diff-move = 把 { $from } 移到 { $to }：+{ $gain }%
advisor-diff-replace = 用 { $added } 替换 { $removed }：+{ $gain }%
advisor-diff-swap = 交换 { $first } 和 { $second }：+{ $gain }%
advisor-reason-hanging-piece = { $square } 的{ $kind }可被{ $attacker }立即吃掉。
advisor-reason-exposed-king = 王暴露：其向前的三条线中有 { $openLines } 条是开放的。
advisor-reason-weak-pawn-cover = 兵的掩护薄弱：王所在的 d、e、f 列上只有 { $pawns } 个兵。
advisor-reason-immobile-pieces = 开局时有 { $count } 个棋子无法移动。
advisor-reason-kind-rated-high = 自对弈认为本军队的{ $kind }（{ $points } 分）价值高：约 +{ $elo } Elo。
advisor-reason-kind-rated-low = 自对弈认为本军队的{ $kind }（{ $points } 分）价值低：约 { $elo } Elo。
