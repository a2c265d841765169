//! `maharajah-engine`: the engine as a UCI program, usable from chess GUIs.
//! `maharajah-engine bench [depth]` prints the bench signature and exits.

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
