# Saved games, resume, PGN import/export, the setups library, and the
# store's errors (error-<kind>).

## Start-up: the store could not be used as it was

library-notice-title = 你的已保存对局
library-recovered-corrupt = 保存对局的文件已损坏，因此 Maharajah 新建了一个空文件。旧文件已保留，没有删除：{ $file }
library-recovered-foreign = Maharajah 保存对局的文件属于另一个程序，因此 Maharajah 新建了一个文件。原文件保持不变：{ $file }
library-recovered-too-new = 你的对局是由更新版本的 Maharajah 保存的。此版本新建了一个文件，较新的文件保持不变：{ $file }
library-memory-only = 目前无法在这台电脑上保存对局（{ $detail }）。本次使用期间的对局会保留到你关闭应用为止。
library-notice-detail = 详细信息

## Home: resume

home-resume-title = 未完成的对局
home-resume-text = { $white } 对 { $black } · { $variant } · { $moves ->
    [0] 尚未走棋
   *[other] 已走 { $moves } 步
}
home-resume-saved = 保存于 { $when }
home-resume-continue = 继续
home-resume-discard = 放弃
home-resume-discard-confirm = 放弃这盘对局吗？它会作为已放弃的对局留在已保存对局中，但无法再继续。
newgame-abandon-confirm = 当前对局尚未结束。要开始新对局吗？未完成的对局将作为已放弃的对局留在已保存对局中。
newgame-abandon-yes = 开始新对局
resume-abandon-confirm = 当前对局尚未结束。要改为继续已保存的对局吗？未完成的对局将作为已放弃的对局留在已保存对局中。
resume-abandon-yes = 继续已保存的对局
end-abandoned = 已放弃

## Saved games screen

library-title = 已保存的对局
library-search = 搜索棋手、赛事、地点
library-opponent = 对手
library-variant-any = 全部对局
library-result-any = 任意结果
library-result-white = 白方胜
library-result-black = 黑方胜
library-result-draw = 和棋
library-result-unfinished = 未完成
library-date-any = 任意时间
library-date-today = 今天
library-date-week = 最近 7 天
library-date-month = 最近 30 天
library-date-year = 最近 12 个月
library-col-date = 日期
library-col-game = 棋种
library-col-white = 白方
library-col-black = 黑方
library-col-result = 结果
library-col-moves = 步数
library-col-source = 来源
library-select-all = 选择本页全部
library-select-game = 选择这盘对局
library-count = { $total ->
    [0] 没有对局
   *[other] { $total } 盘对局
}
library-range = 第 { $from }–{ $to } 盘，共 { $total } 盘
library-selected = 已选 { $count } 盘
library-prev = 上一页
library-next = 下一页
library-open = 打开
library-delete = 删除
library-delete-confirm = { $count ->
    [one] 删除这盘对局吗？此操作无法撤销。
   *[other] 删除这 { $count } 盘对局吗？此操作无法撤销。
}
library-deleted = 已删除 { $count } 盘对局。
library-import = 导入 PGN…
library-paste = 粘贴 PGN…
library-export-selected = 导出所选…
library-export-all = 导出全部显示的对局…
library-empty = 还没有已保存的对局。你下的每一盘棋都会在对弈过程中保存在这里。
library-empty-filtered = 没有符合这些筛选条件的对局。
library-in-progress = 进行中
library-engine = 引擎
library-source-offline = 本设备
library-source-lan = 局域网
library-source-online = 在线
library-source-import = 导入
library-custom-start = 自定义开局
library-loading = 正在加载…

## File paths (import and export)

library-path-label = 文件
library-path-placeholder = /home/you/games.pgn
library-choose-file = 选择文件…
library-path-empty = 请先选择一个文件。
library-path-is-folder = 这是一个文件夹；请选择文件。
library-path-no-folder = 该文件夹不存在。
library-path-missing = 那里没有文件。

## Export

export-title = 导出为 PGN
export-what = 将把 { $count } 盘对局写入 PGN 文件。
export-go = 导出
export-running = 正在写入…
export-done = 已将 { $count } 盘对局导出到 { $file }。

## Import

paste-title = 粘贴 PGN
paste-intro = 粘贴来自网站或其他应用的一局或多局 PGN 对局。第一局会在复盘中打开；所有对局都保存在已保存的对局中。
import-title = 导入 PGN
import-intro = 对局会逐盘读取：损坏的对局会被跳过并报告，绝不会影响其他对局。
import-go = 导入
import-running = 正在导入…
import-progress = 已导入 { $imported } · 已跳过 { $skipped }
import-cancel = 取消导入
import-close = 关闭
import-summary = 已导入 { $imported } 盘对局，{ $skipped ->
    [0] 没有跳过任何对局。
   *[other] 跳过 { $skipped } 盘。
}
import-summary-cancelled = 导入已取消：停止前已导入 { $imported } 盘对局，{ $skipped ->
    [0] 没有跳过任何对局。
   *[other] 跳过 { $skipped } 盘。
}
import-skipped-title = 被跳过的对局
import-skipped-more = …还有 { $count } 盘。
import-skipped-game = 第 { $index } 盘（第 { $line } 行）：{ $why }
import-why-syntax = 文本不是有效的 PGN
import-why-no-game = 文件的这一部分没有对局
import-why-unknown-variant = 这是 Maharajah 不支持的变体
import-why-missing-fen = 它是自定义开局，却没有给出局面（FEN）
import-why-bad-fen = 它的初始局面（FEN）无效
import-why-illegal-move = 其中一步棋不合法
import-why-illegal-variation = 某个变着中的一步棋不合法
import-why-counter-overflow = 它的步数计数超出范围
import-why-null-move = 其中有空着（跳过一步），无法重放
import-why-duplicate = 相同的对局（棋手、赛事、日期和着法）已经保存过了
import-why-too-long = 这盘棋长得不像真实对局
import-why-refused = 数据库拒绝了它
import-why-other = 无法读取

## Setups library (custom setup editor)

setups-title = 我的布局
setups-empty = 还没有已保存的布局。组建一支军队，然后保存在这里。
setups-save = 保存…
setups-paste = 粘贴代码…
setups-save-title = 保存布局
setups-name = 名称
setups-name-placeholder = 我的军队
setups-which = 保存
setups-side-white = 白方军队
setups-side-black = 黑方军队
setups-side-both = 双方军队
setups-saved = 布局已保存。
setups-load-white = 载入到白方
setups-load-black = 载入到黑方
setups-load-both = 载入双方
setups-loaded = 布局已载入。
setups-copy-code = 复制代码
setups-code-copied = 布局代码已复制。
setups-rename = 重命名
setups-rename-title = 重命名布局
setups-duplicate = 创建副本
setups-copy-name = { $name }（副本）
setups-delete = 删除
setups-delete-confirm = 删除布局“{ $name }”吗？
setups-favourite = 收藏
setups-badge-white = 白方
setups-badge-black = 黑方
setups-badge-both = 双方
setups-code-title = 粘贴布局代码
setups-code-intro = 布局代码是其他棋手可以发给你的一小段文字，以 MJ1- 开头。可以把它载入任意一方，或保存在你的布局中。
setups-code-label = 布局代码
setups-code-save = 保存到我的布局
setups-code-name-default = 分享的军队
setups-code-empty = 请先粘贴布局代码。

## Copy to the clipboard

copy-done = 已复制。
copy-failed = 无法复制；请选中文字后自行复制。

## The store's errors, by kind

error-io = 无法读取或写入文件：{ $detail }
error-corrupt = 已保存对局的文件已损坏：{ $detail }
error-foreign = 已保存对局的文件属于另一个程序。
error-too-new = 已保存的对局由更新版本的 Maharajah 写入。
error-busy = 已保存的对局正被占用（Maharajah 是否打开了两次？）。请重试。
error-read-only = 无法写入已保存的对局：{ $detail }
error-cannot-open = 无法打开已保存的对局：{ $detail }
error-disk-full = 磁盘已满，无法再保存任何内容。
error-database = 无法读取或写入已保存的对局：{ $detail }
error-not-found = 该项目已不存在（可能已被删除）。
error-invalid = 无法保存：{ $detail }
error-setting = 无法保存某项设置：{ $detail }
error-setup-code-malformed = 这不是布局代码：请检查是否完整粘贴。
error-setup-code-version = 此布局代码来自更新版本的 Maharajah。
error-setup-code-checksum = 此布局代码有笔误：某个字符错误或缺失。
error-setup-code-invalid = 此布局代码中的军队无法摆放。
error-setup-code-unencodable = 此布局无法写成代码。
error-import-running = 已有导入正在进行。
error-bad-path = { $detail }
error-setup-name = 请为布局取一个 1 到 { $max } 个字符的名称。

# A save failed (after the reason in words), or works again after a failure.
autosave-failed = 无法保存这盘棋。{ $reason } 对局仍然打开，每走一步都会再试一次。
autosave-resumed = 保存已恢复：对局已保存。
