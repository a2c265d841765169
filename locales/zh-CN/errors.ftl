# Backend errors, by kind: error-<kind>.

error-no-game = 当前没有进行中的对局。
error-game-over = 对局已经结束。
error-illegal-move = { $move } 在此不是合法着法。
error-not-your-turn = 请等待轮到你走棋。
error-nothing-to-take-back = 没有可以悔的棋。
error-no-engine = 这盘对局没有引擎对手。
error-engine-no-move = 引擎没有找到着法。
error-bad-fen = 无法读取该局面：{ $detail }
error-bad-request = 应用发送了一个它自己无法理解的请求（{ $detail }）。
error-invalid-setup = 双方军队还不能开局：请修正列出的 { $count } 个问题。
error-placement = 这枚棋子不能放在那里。
error-storage = 无法保存你的设置：{ $detail }
error-unknown = 出了点问题。
