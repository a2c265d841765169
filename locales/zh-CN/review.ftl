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
review-best-here = 此处引擎的选择：{ $san }
review-copy-fen = 复制 FEN
review-copy-pgn = 复制 PGN
