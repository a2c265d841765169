//! A persistent pool of search threads.
//!
//! Threads are created once (with a deep stack for recursion) and reused for
//! every search, so starting a search costs a channel send, not a spawn.
//! Job `i` of a batch always runs on worker `i`, so one search's Lazy SMP
//! threads run side by side.

use std::sync::mpsc::{channel, Sender};
use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;

type Job = Box<dyn FnOnce() + Send + 'static>;

/// Fixed-size pool of worker threads.
pub struct Pool {
    senders: Vec<Sender<Job>>,
    handles: Vec<JoinHandle<()>>,
    busy: Arc<(Mutex<usize>, Condvar)>,
}

const STACK_SIZE: usize = 32 * 1024 * 1024;

impl Pool {
    /// A pool of `threads` workers (at least one asked for). When the system
    /// refuses a thread, the pool keeps the workers it has: a search runs on
    /// fewer threads rather than the process aborting.
    pub fn new(threads: usize) -> Pool {
        let busy = Arc::new((Mutex::new(0usize), Condvar::new()));
        let mut senders = Vec::new();
        let mut handles = Vec::new();
        for i in 0..threads.max(1) {
            let (tx, rx) = channel::<Job>();
            let busy = Arc::clone(&busy);
            let spawned =
                std::thread::Builder::new().name(format!("search-{i}")).stack_size(STACK_SIZE).spawn(move || {
                    while let Ok(job) = rx.recv() {
                        job();
                        let (lock, cv) = &*busy;
                        let mut n = lock.lock().unwrap_or_else(|e| e.into_inner());
                        *n -= 1;
                        cv.notify_all();
                    }
                });
            let Ok(handle) = spawned else { break };
            senders.push(tx);
            handles.push(handle);
        }
        Pool { senders, handles, busy }
    }

    /// Number of workers.
    pub fn size(&self) -> usize {
        self.senders.len()
    }

    /// Runs job `i` on worker `i`; returns at once.
    pub fn run(&self, jobs: Vec<Job>) {
        assert!(jobs.len() <= self.senders.len(), "more jobs than workers");
        {
            let (lock, _) = &*self.busy;
            *lock.lock().unwrap_or_else(|e| e.into_inner()) += jobs.len();
        }
        for (job, tx) in jobs.into_iter().zip(&self.senders) {
            if tx.send(job).is_err() {
                let (lock, cv) = &*self.busy;
                *lock.lock().unwrap_or_else(|e| e.into_inner()) -= 1;
                cv.notify_all();
            }
        }
    }

    /// Blocks until every job handed out has finished.
    pub fn wait_idle(&self) {
        let (lock, cv) = &*self.busy;
        let mut n = lock.lock().unwrap_or_else(|e| e.into_inner());
        while *n > 0 {
            n = cv.wait(n).unwrap_or_else(|e| e.into_inner());
        }
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        self.senders.clear();
        for h in self.handles.drain(..) {
            let _ = h.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn runs_every_job_and_waits() {
        let pool = Pool::new(2);
        let count = Arc::new(AtomicUsize::new(0));
        for _ in 0..3 {
            let jobs: Vec<Job> = (0..2)
                .map(|_| {
                    let c = Arc::clone(&count);
                    Box::new(move || {
                        c.fetch_add(1, Ordering::SeqCst);
                    }) as Job
                })
                .collect();
            pool.run(jobs);
            pool.wait_idle();
        }
        assert_eq!(count.load(Ordering::SeqCst), 6);
    }
}
