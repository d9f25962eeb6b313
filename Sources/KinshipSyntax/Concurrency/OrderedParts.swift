import Foundation

/// Splits `0..<count` into contiguous parts, runs `body` on each part on its own thread, and
/// joins the results in part order, so the output is the same whatever the number of threads.
///
/// Validation and flow analysis check each container on its own; on a spec with thousands of
/// them this spreads the work over the machine's cores. Fewer than `minimumPerPart` items per
/// thread are not worth a thread: small specs run inline.
public func orderedParts<T: Sendable>(
    count: Int, minimumPerPart: Int = 256, workers: Int? = nil,
    _ body: @Sendable (Range<Int>) -> [T]
) -> [T] {
    let threads = max(
        1, min(workers ?? ProcessInfo.processInfo.activeProcessorCount, count / max(1, minimumPerPart), 16))
    guard threads > 1 else { return body(0..<count) }
    // Four parts a thread, handed out as threads come free: on a shared machine one core is
    // often slower than the other, and with one part each the fast thread would sit idle.
    let parts = max(threads, min(threads * 4, count / max(1, minimumPerPart)))
    let results = PartResults<T>(count: parts)
    DispatchQueue.concurrentPerform(iterations: parts) { part in
        results.set(part, body(count * part / parts..<count * (part + 1) / parts))
    }
    return results.joined()
}

/// Each thread's results, joined in part order once every thread is done.
private final class PartResults<T: Sendable>: @unchecked Sendable {
    // Guarded by `lock`; each part is written once, by its own thread.
    private let lock = NSLock()
    private var parts: [[T]]

    init(count: Int) { parts = Array(repeating: [], count: count) }

    func set(_ part: Int, _ values: [T]) {
        lock.withLock { parts[part] = values }
    }

    func joined() -> [T] {
        lock.withLock { parts.flatMap { $0 } }
    }
}
