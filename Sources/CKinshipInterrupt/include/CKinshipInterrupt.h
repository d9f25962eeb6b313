#ifndef CKINSHIP_INTERRUPT_H
#define CKINSHIP_INTERRUPT_H

// What `kinship generate` does on SIGINT, SIGTERM and SIGHUP, in C because a signal handler may
// only make async-signal-safe calls and touch lock-free atomics (Swift promises neither).
//
// A temporary file may exist only between kinship_interrupt_begin() (called before the file is
// created) and kinship_interrupt_end() (called once it is renamed into place or removed). The
// handler never removes a file: on whatever thread it runs, it ends the process at once when no
// temporary file can exist, and otherwise asks the writer to; the writer removes its file and
// ends the process by the signal at kinship_interrupt_end(). So no file can be created after
// the handler looked, whichever thread it runs on (the writer runs on a thread that blocks the
// signals; the handler on another).

/// Installs the handlers, leaving alone a signal the process was started ignoring (`nohup`).
void kinship_interrupt_install(void);

/// A temporary file is about to be created. Does not return once the process is ending.
void kinship_interrupt_begin(void);

/// Nonzero once a signal asked the process to end: the writer should remove its temporary file.
int kinship_interrupt_pending(void);

/// The temporary file is gone (renamed into place or removed). When a signal came since, and no
/// other temporary file exists, ends the process by that signal instead of returning.
void kinship_interrupt_end(void);

#endif
