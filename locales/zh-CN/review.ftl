# The review screen: stepping through a saved game, the engine's analysis,
# the evaluation graph and the marks on moves.

review-title = 复盘
review-first = 第一个局面（Home）
review-prev = 上一步（←）
review-next = 下一步（→）
review-last = 最后局面（End）
review-start = 初始局面
review-graph = 评估曲线：点击某个点即可跳到那一步
review-analysing = 正在分析… { $done } / { $total }
review-analysis-done = 分析完成
review-inaccuracy = 不精确
review-mistake = 错着
review-blunder = 大错
review-better = 更好的是 { $san }
review-pass = 复盘分析：
review-pass-choice = 其着法：{ $san }
review-pass-title = 来自对整盘棋的复盘分析，每个局面只作简短搜索；引擎走法线对此局面搜索更久，可能选择另一步。
review-event-lan = 局域网对局
review-event-online = 在线对局
review-copy-fen = 复制 FEN
review-copy-pgn = 复制 PGN

review-checking = 正在复查标记的着法… { $done } / { $total }
review-accuracy = 准确率
review-line-save = 保存变着
review-line-back = 回到对局
review-line-saved = 变着已保存到对局中。
review-line-already = 对局中已有这条变着。
review-line-after-end = 对局最后一步之后的变着无法保存：变着是对已走着法的替代。
review-line-at = { $moves ->
   *[other] 正在探索的变着，{ $moves } 步：不属于对局
}
review-line-kept = 你探索的变着保留在着法列表中：点击其中任一步即可回到它。
review-line-explored = 探索的变着
lines-title = 引擎变着
lines-depth = 深度 { $depth }
lines-depth-done = 深度 { $depth }，搜索结束
lines-none = 此处无着法：对局已结束。
lines-play = 在棋盘上走这一步
lines-eval-bar = 评估
