# The Learn page.

learn-title = 学习 Maharajah
learn-intro = 选择一枚棋子，然后点击任意格子把它放在那里。它能到达的每个格子都会亮起。添加障碍物，看看哪些走法是滑行的（会被挡住），哪些是跳跃的。
learn-piece = 棋子
learn-board = 棋盘
learn-board-8 = 8×8（Maharajah）
learn-board-10 = 10×10（Mirodol）
learn-tool = 点击放置
learn-tool-piece = 棋子本身
learn-tool-own = 己方障碍
learn-tool-enemy = 敌方障碍
learn-clear = 清除障碍
learn-count = 可到达 { $moves } 格{ $captures ->
    [0] 。
   *[other] ，可吃 { $captures } 枚棋子。
}
learn-about-maharajah = 大君兼具后和马的走法。它价值 13 分，是最强的棋子。
learn-about-archbishop = 大主教兼具象和马的走法。价值 6 分。
learn-about-chancellor = 首相兼具车和马的走法。价值 8 分。
learn-about-archer = 弓箭手（Mirodol）向一个方向跳三格、向另一个方向跳一格或两格，可以越过任何棋子：在棋盘中央能到达 16 个格子。
learn-about-queen = 后可以沿横线、直线和斜线滑行任意距离。
learn-about-rook = 车沿横线和直线滑行。
learn-about-bishop = 象沿斜线滑行。
learn-about-knight = 马向一个方向跳两格、向另一个方向跳一格。
learn-about-king = 王向任意方向走一格。
