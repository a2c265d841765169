//! `maharajah-engine`: the engine as a UCI program, usable from chess GUIs.
//! `maharajah-engine bench [depth] [threads]` prints the bench node count and speed and exits
//! (with one thread, the default, the node count is the search's signature).

use engine::uci::{read_command, UciSession};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut session = UciSession::new(std::io::stdout());
    if !args.is_empty() {
        session.handle(&args.join(" "));
        return;
    }
    let mut input = std::io::stdin().lock();
    while let Ok(Some(command)) = read_command(&mut input) {
        if !session.handle_command(command) {
            break;
        }
    }
}
