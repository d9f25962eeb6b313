import CKinshipInterrupt

/// What an interrupted `generate` leaves: whole files only. SIGINT, SIGTERM or SIGHUP ends the
/// process as the signal would, but never while a temporary file exists: the writer removes its
/// temporary file first (a Ctrl-C used to leave `.NAME.kinship-PID-N.tmp` files behind).
///
/// The handler (CKinshipInterrupt, in C: it may only make async-signal-safe calls) runs on a
/// thread other than the writer's, which blocks the signals, so it never removes a file itself:
/// it removed the file it had been told of, and the writer, still running until the process
/// died, could create the next one (about one interruption in a hundred left one). Now a
/// temporary file may exist only between `beginTemporary` and `endTemporary`, counted in one
/// atomic word with the signal: the handler ends the process at once when that count is zero
/// (and no file can be created after), and otherwise leaves the ending to `endTemporary`.
public enum InterruptCleanup {
    /// Installs the handlers (`kinship generate` calls it before writing); a signal the
    /// process was started ignoring (`nohup`) stays ignored.
    public static func install() { kinship_interrupt_install() }

    /// Called before a temporary file is created; once the process is ending, waits for it.
    static func beginTemporary() { kinship_interrupt_begin() }

    /// Whether a signal asked the process to end: the writer removes its temporary file.
    static var isPending: Bool { kinship_interrupt_pending() != 0 }

    /// Called once the temporary file is renamed into place or removed; ends the process by the
    /// signal when one came meanwhile.
    static func endTemporary() { kinship_interrupt_end() }
}
