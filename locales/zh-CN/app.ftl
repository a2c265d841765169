# Shell, navigation, Home, New game dialog, Settings, About.

app-name = Maharajah
# The language's own name for itself, as the language picker lists it.
language-name = 简体中文
app-tagline = 国际象棋、Maharajah 与 Mirodol
nav-back = 返回
nav-home = 主页

home-title = 开始对弈
home-path-title = 你的学习路线
home-path-intro = 先与引擎下标准国际象棋，再认识复合棋子，组建自己的军队，然后在局域网和互联网上与朋友对弈。
home-step = 第 { $step } 步
home-classic = 新的经典对局
home-classic-desc = 与引擎或朋友下标准国际象棋。
home-learn = 学习 Maharajah
home-learn-desc = 看看大君、大主教和首相怎样走。
home-custom = 新对局（Maharajah）
home-custom-desc = 为双方各用 39 分组建军队，然后开始对弈。
home-mirodol = Mirodol 10×10
home-mirodol-desc = 十条直线、十条横线，还有会跳跃的弓箭手。
home-lan = 局域网对局
home-lan-desc = 同一网络中的两台笔记本电脑，采用隐藏布局。
home-online = 在线对局
home-online-desc = 通过 Maharajah 服务器与任何人对弈。
home-more = 更多
home-saved = 已保存的对局
home-saved-desc = 复盘并导出你的对局。
home-rules = 规则
home-rules-desc = 三种棋的全部规则。
home-settings = 设置
home-about = 关于
home-resume = 继续对局


color-white = 白方
color-black = 黑方
color-random = 随机

variant-chess = 国际象棋
variant-maharajah = Maharajah
variant-mirodol = Mirodol

piece-pawn = 兵
piece-knight = 马
piece-bishop = 象
piece-rook = 车
piece-queen = 后
piece-king = 王
piece-archbishop = 大主教
piece-chancellor = 首相
piece-maharajah = 大君
piece-archer = 弓箭手

newgame-title = 新对局
newgame-variant = 棋种
newgame-opponent = 对手
newgame-vs-engine = 引擎
newgame-vs-human = 本设备上的两位棋手
newgame-level = 引擎等级
newgame-level-value = 第 { $level } 级（共 { $levels } 级）
newgame-level-rated = 第 { $level } 级（共 { $levels } 级）· 约 { $rating }
newgame-level-note = 等级分为近似值：以快速节奏对阵 Stockfish 的校准强度测得。
newgame-your-color = 你执
newgame-time = 用时
newgame-time-none = 不计时
newgame-time-custom = 自定义
newgame-base = 每方分钟数
newgame-increment = 每步加秒
newgame-start = 开始对局
newgame-cancel = 取消
newgame-fen = 起始局面（FEN）
newgame-fen-placeholder = 可选：粘贴来自其他应用的 FEN
newgame-engine-chooses = 让引擎自选军队
newgame-engine-chooses-note = 引擎的军队在对局开始时显示。
newgame-engine-army-chosen = 引擎选择了它的军队：{ $pieces }。
fen-castling-dropped = 已去掉该局面不可能具有的易位权：{ $letters }。

settings-title = 设置
settings-language = 语言
settings-language-system = 系统语言（{ $language }）
settings-theme = 主题
settings-theme-system = 跟随系统
settings-theme-light = 浅色
settings-theme-dark = 深色
settings-board-theme = 棋盘颜色
settings-board-wood = 木纹
settings-board-green = 绿色
settings-board-blue = 蓝色
settings-board-grey = 灰色
settings-board-size = 棋盘大小
settings-board-size-large = 大
settings-board-size-medium = 中
settings-board-size-small = 小
settings-pieces = 棋子样式
settings-pieces-standard = 标准
settings-pieces-geometric = 几何
settings-orientation = 棋盘方向
settings-orientation-auto = 我方颜色在下
settings-orientation-white = 白方在下
settings-orientation-black = 黑方在下
settings-sound = 走子音效
settings-legal = 显示合法着法
settings-auto-queen = 兵升变时直接升为后
settings-coordinates = 显示坐标
settings-animation = 动画速度
settings-animation-off = 关闭
settings-animation-fast = 快
settings-animation-normal = 正常
settings-animation-slow = 慢
settings-saved = 设置已保存。

about-title = 关于
about-app-version = 应用版本
about-engine-version = 引擎版本
about-server-version = 服务器
about-server-not-connected = 未连接
about-text = Maharajah 可以下正统国际象棋、以 39 分自定义军队和复合棋子进行的 Maharajah 变体，以及 10×10 的 Mirodol 象棋。应用和引擎中的每一步棋都由同一个规则核心裁定。
about-credits = 开局名称：lichess.org 的 chess-openings 表，公有领域（CC0）。

dialog-ok = 确定
dialog-cancel = 取消
dialog-yes = 是
dialog-no = 否

# The board by keyboard and for screen readers.
board-role = 棋盘
board-keys = 棋盘。方向键在格子间移动；Enter 或空格拿起并放下棋子；Escape 取消。
board-square-piece = { $square }，{ $color ->
    [white] 白方
   *[black] 黑方
}{ $piece }
board-square-empty = { $square }，空
