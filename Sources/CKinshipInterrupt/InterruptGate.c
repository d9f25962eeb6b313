#include "CKinshipInterrupt.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <unistd.h>

// One word, so the handler and the writer change it together: the number of temporary files
// that may exist (bits 0-15), the signal that asked the process to end (bits 16-23), and
// whether the process is ending now (bit 24).
enum {
    COUNT = 0xffffu,
    SIGNAL_SHIFT = 16,
    SIGNAL = 0xffu << SIGNAL_SHIFT,
    ENDING = 1u << 24,
};

// Lock-free, so the handler may touch it.
_Static_assert(ATOMIC_INT_LOCK_FREE == 2, "the interrupt state must be a lock-free atomic");
static _Atomic unsigned state;

/// Dies of `signal` as if it had not been caught: default action, then the signal unblocked on
/// this thread (a handler runs with it blocked, and the writer's thread blocks it always).
/// Async-signal-safe.
static void end_by(int signal) {
    struct sigaction action;
    action.sa_handler = SIG_DFL;
    action.sa_flags = 0;
    sigemptyset(&action.sa_mask);
    sigaction(signal, &action, 0);
    raise(signal);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, signal);
    pthread_sigmask(SIG_UNBLOCK, &set, 0);
    _exit(128 + signal);
}

static void handle(int signal) {
    int saved = errno;
    unsigned now = atomic_load(&state);
    for (;;) {
        // Asked already: the first signal decides, and the writer is ending the process.
        if (now & (SIGNAL | ENDING)) break;
        unsigned asked = now | ((unsigned)signal << SIGNAL_SHIFT);
        if ((now & COUNT) == 0) {
            // No temporary file exists, and from here none can be created.
            if (atomic_compare_exchange_weak(&state, &now, asked | ENDING)) end_by(signal);
        } else if (atomic_compare_exchange_weak(&state, &now, asked)) {
            break;
        }
    }
    errno = saved;
}

void kinship_interrupt_install(void) {
    static const int signals[] = {SIGINT, SIGTERM, SIGHUP};
    for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        struct sigaction old;
        if (sigaction(signals[i], 0, &old) == 0 && old.sa_handler == SIG_IGN) continue;
        struct sigaction action;
        action.sa_handler = handle;
        action.sa_flags = SA_RESTART;
        // One handler at a time on a thread: the others wait until it returns.
        sigfillset(&action.sa_mask);
        sigaction(signals[i], &action, 0);
    }
    // Past a file-size limit a write fails (EFBIG), as on a full disk, instead of the process
    // dying with its temporary file in place.
    signal(SIGXFSZ, SIG_IGN);
}

void kinship_interrupt_begin(void) {
    unsigned now = atomic_load(&state);
    for (;;) {
        if (now & (SIGNAL | ENDING)) {
            // The process is ending (on the handler's thread, or at the last writer's end):
            // create nothing, and wait for it.
            for (;;) pause();
        }
        if (atomic_compare_exchange_weak(&state, &now, now + 1)) return;
    }
}

int kinship_interrupt_pending(void) { return (atomic_load(&state) & SIGNAL) != 0; }

void kinship_interrupt_end(void) {
    unsigned now = atomic_fetch_sub(&state, 1) - 1;
    // Asked to end, and this was the last temporary file: no other can be created (begin
    // waits), and the handler does nothing more, so this thread ends the process.
    if ((now & SIGNAL) && (now & COUNT) == 0) {
        atomic_fetch_or(&state, ENDING);
        end_by((int)((now & SIGNAL) >> SIGNAL_SHIFT));
    }
}
