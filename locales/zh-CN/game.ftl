# The game screen.

side-classic = 经典方
side-variant = 变体方
side-classic-tip = 可以王车易位；兵可升变为后、车、象或马；兵只能从第二横线走两格。
side-variant-tip = 永远不能王车易位；兵可升变为任何棋子，包括大君、大主教和首相；每个兵第一步都可以从任意横线走两格。

player-you = 你
player-you-named = { $name }（你）
player-white = 白方
player-black = 黑方
player-engine = 引擎 · 第 { $level } 级

game-moves = 着法
game-thinking = 引擎正在思考…
game-your-move = 轮到你走
game-to-move-white = 白方走棋
game-to-move-black = 黑方走棋
game-check = 将军！
game-flip = 翻转棋盘
game-resign = 认输
game-draw = 提和
game-takeback = 悔棋
game-hint = 提示
game-new = 新对局
game-rematch = 再来一局
game-rematch-accept = 接受再来一局
game-pause = 暂停
game-resume = 继续
game-abort = 中止对局
game-home = 主页
game-san-placeholder = 输入着法（如 Nf3）
game-san-label = 着法输入
game-san-go = 走棋
game-illegal-click = { $from }–{ $to } 在这里不是合法的走法。
game-promote-title = 升变为
game-choice-title = 走哪一步？
game-choice-king-move = 王走一格
game-choice-castle = 王车易位
game-resign-confirm = 确定要认输吗？
game-draw-offer-human = 对手提出和棋。接受吗？
game-draw-declined = 引擎拒绝和棋。
game-draw-accepted = 引擎接受和棋。
game-hint-text = 提示：{ $san }
game-no-game = 没有进行中的对局。

result-wins = { $winner }胜
result-draw = 和棋
result-aborted = 对局中止——无结果
game-over-title = 对局结束

end-checkmate = 将杀
end-stalemate = 逼和
end-repetition = 同一局面重复三次
end-fifty-moves = 50 回合规则
end-insufficient-material = 双方子力都不足以将杀
end-time = 对方超时
end-time-vs-insufficient-material = 超时，但对方子力不足以将杀
end-resignation = 对方认输
end-agreement = 双方同意
end-no-first-move = 一方在走出第一步之前就已超时
end-aborted = 对局尚未真正开始即被中止

# Moves and clocks read aloud (the live region).
announce-move = { $color ->
    [white] 白方
   *[black] 黑方
}{ $piece }从 { $from } 到 { $to }
announce-castle-short = { $color ->
    [white] 白方
   *[black] 黑方
}短易位
announce-castle-long = { $color ->
    [white] 白方
   *[black] 黑方
}长易位
announce-takes = 吃{ $piece }
announce-promotes = 升变为{ $piece }
announce-check = 将军
announce-mate = 将死
announce-clocks = 白方 { $white }，黑方 { $black }
announce-separator = {"，"}
announce-no-clock = 本局没有棋钟。

# Stepping back through a game in progress.
game-back-to-game = 回到对局
game-browsing-start = 起始局面。对局仍在进行。
game-browsing = { $move } 之后（第 { $ply } 步，共 { $total } 步）。对局仍在进行。

game-premove-set = 预走 { $from }–{ $to }：轮到你时立即走出。按 Esc 取消。
