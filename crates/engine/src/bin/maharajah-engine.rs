//! `maharajah-engine`: the engine as a UCI program, usable from chess GUIs.
//! `maharajah-engine bench [depth] [threads]` prints the bench node count and speed and exits
//! (with one thread, the default, the node count is the search's signature).

use engine::uci::UciSession;
use std::io::BufRead;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut session = UciSession::new(std::io::stdout());
    if !args.is_empty() {
        session.handle(&args.join(" "));
        return;
    }
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        if !session.handle(&line) {
            break;
        }
    }
}
